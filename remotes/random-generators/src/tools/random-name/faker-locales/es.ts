export { Faker, es } from '@faker-js/faker';
