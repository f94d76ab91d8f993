// The catalogue's schema check (zod): @toolhub/shared/catalogue-validation. The host loads it only
// when the served catalogue differs from its snapshot; the build and the catalogue check use it.
export * from './schema';
export * from './validate';
export { RESERVED_PATHS } from './reserved-paths';
