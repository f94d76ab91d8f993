export { Faker, th } from '@faker-js/faker';
