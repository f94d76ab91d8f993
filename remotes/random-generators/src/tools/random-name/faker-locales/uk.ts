export { Faker, uk } from '@faker-js/faker';
