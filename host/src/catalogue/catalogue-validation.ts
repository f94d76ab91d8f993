/**
 * The catalogue schema check (zod), loaded only when the served catalogue.json differs from the
 * snapshot built into the host: the snapshot already passed the same check at build time, so most
 * page loads never download the schema library.
 */
export { formatProblems, parseCatalogue } from '@toolhub/shared/catalogue-validation';
