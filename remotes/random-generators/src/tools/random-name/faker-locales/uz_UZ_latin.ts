export { Faker, uz_UZ_latin } from '@faker-js/faker';
