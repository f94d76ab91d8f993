export { Faker, hr } from '@faker-js/faker';
