export { Faker, it } from '@faker-js/faker';
