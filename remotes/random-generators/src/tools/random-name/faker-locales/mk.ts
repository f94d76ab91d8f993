export { Faker, mk } from '@faker-js/faker';
