export { Faker, ru } from '@faker-js/faker';
