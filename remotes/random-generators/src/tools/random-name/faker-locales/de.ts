export { Faker, de } from '@faker-js/faker';
