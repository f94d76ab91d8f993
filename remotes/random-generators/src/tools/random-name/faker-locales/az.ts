export { Faker, az } from '@faker-js/faker';
