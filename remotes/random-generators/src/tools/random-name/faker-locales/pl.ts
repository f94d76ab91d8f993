export { Faker, pl } from '@faker-js/faker';
