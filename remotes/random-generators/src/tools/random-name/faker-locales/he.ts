export { Faker, he } from '@faker-js/faker';
