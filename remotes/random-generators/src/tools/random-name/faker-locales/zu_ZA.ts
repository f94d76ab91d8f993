export { Faker, zu_ZA } from '@faker-js/faker';
