export { Faker, zh_TW } from '@faker-js/faker';
