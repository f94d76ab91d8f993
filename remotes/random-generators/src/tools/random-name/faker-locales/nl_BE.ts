export { Faker, nl_BE, nl } from '@faker-js/faker';
