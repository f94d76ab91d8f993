export { Faker, en_AU, en } from '@faker-js/faker';
