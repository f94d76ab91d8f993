// What every tool may use: the catalogue's types, its lookups and the host's snapshot. The schema
// check (zod) is an entry of its own, @toolhub/shared/catalogue-validation (validation.ts): the kit
// the host shares with remotes carries no validator, and the host loads it only when it checks a
// served catalogue.
export type { Catalogue, CatalogueCategory, CatalogueRemote, CatalogueTool } from './schema';
export type { CatalogueProblem, CatalogueResult } from './validate';
export { RESERVED_PATHS } from './reserved-paths';
export * from './lookup';
export * from './snapshot';
