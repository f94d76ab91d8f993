export { Faker, fr_BE, fr } from '@faker-js/faker';
