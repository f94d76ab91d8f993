export { Faker, es_MX, es } from '@faker-js/faker';
