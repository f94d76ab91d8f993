export { Faker, ja } from '@faker-js/faker';
