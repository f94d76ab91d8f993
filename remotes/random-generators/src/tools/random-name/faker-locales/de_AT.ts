export { Faker, de_AT, de } from '@faker-js/faker';
