export { Faker, vi } from '@faker-js/faker';
