export { Faker, en_ZA, en } from '@faker-js/faker';
