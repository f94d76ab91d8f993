export { Faker, ur } from '@faker-js/faker';
