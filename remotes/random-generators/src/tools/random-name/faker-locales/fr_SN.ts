export { Faker, fr_SN, fr } from '@faker-js/faker';
