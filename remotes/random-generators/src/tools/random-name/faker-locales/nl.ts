export { Faker, nl } from '@faker-js/faker';
