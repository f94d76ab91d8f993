export { Faker, tr } from '@faker-js/faker';
