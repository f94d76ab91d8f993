export { Faker, en_GB, en } from '@faker-js/faker';
