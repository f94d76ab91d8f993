export { Faker, cs_CZ } from '@faker-js/faker';
