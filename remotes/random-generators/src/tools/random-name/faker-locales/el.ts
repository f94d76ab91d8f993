export { Faker, el } from '@faker-js/faker';
