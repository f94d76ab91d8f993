export { Faker, en_US, en } from '@faker-js/faker';
