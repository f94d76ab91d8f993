export { Faker, de_CH, de } from '@faker-js/faker';
