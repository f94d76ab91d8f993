export { Faker, yo_NG } from '@faker-js/faker';
