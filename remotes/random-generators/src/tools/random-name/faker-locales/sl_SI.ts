export { Faker, sl_SI } from '@faker-js/faker';
