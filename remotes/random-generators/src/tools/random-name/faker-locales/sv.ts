export { Faker, sv } from '@faker-js/faker';
