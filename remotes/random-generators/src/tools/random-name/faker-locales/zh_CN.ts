export { Faker, zh_CN } from '@faker-js/faker';
