export { Faker, fr } from '@faker-js/faker';
