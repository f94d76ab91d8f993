export { Faker, fa } from '@faker-js/faker';
