export { Faker, en_IN, en } from '@faker-js/faker';
