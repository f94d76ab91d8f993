export { Faker, fi } from '@faker-js/faker';
