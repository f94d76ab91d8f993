export { Faker, sk } from '@faker-js/faker';
