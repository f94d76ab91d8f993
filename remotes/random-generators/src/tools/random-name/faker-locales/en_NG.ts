export { Faker, en_NG, en } from '@faker-js/faker';
