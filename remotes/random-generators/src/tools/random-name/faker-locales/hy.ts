export { Faker, hy } from '@faker-js/faker';
