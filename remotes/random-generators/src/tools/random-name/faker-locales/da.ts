export { Faker, da } from '@faker-js/faker';
