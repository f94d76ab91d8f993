export { Faker, af_ZA } from '@faker-js/faker';
