export { Faker, ro } from '@faker-js/faker';
