export { Faker, pt_BR } from '@faker-js/faker';
