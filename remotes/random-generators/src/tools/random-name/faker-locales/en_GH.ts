export { Faker, en_GH, en } from '@faker-js/faker';
