export { Faker, ko } from '@faker-js/faker';
