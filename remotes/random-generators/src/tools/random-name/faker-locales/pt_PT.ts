export { Faker, pt_PT } from '@faker-js/faker';
