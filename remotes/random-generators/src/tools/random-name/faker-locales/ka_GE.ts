export { Faker, ka_GE } from '@faker-js/faker';
