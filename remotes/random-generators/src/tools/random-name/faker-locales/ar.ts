export { Faker, ar } from '@faker-js/faker';
