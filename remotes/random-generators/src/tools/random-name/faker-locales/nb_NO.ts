export { Faker, nb_NO } from '@faker-js/faker';
