export { Faker, sr_RS_latin } from '@faker-js/faker';
