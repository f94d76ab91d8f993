export { Faker, id_ID } from '@faker-js/faker';
