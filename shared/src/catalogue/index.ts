export * from './schema';
export * from './validate';
export * from './lookup';
export * from './snapshot';
