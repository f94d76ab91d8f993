export { Faker, fr_CH, fr } from '@faker-js/faker';
