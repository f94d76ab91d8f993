export { Faker, hu } from '@faker-js/faker';
