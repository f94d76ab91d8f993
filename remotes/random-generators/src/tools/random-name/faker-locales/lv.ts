export { Faker, lv } from '@faker-js/faker';
