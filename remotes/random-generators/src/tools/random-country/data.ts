import { normalizeCountries, type Country } from './logic';

let pending: Promise<Country[]> | null = null;

/**
 * The Countries States Cities database's country list (ODbL 1.0), its own chunk fetched with the
 * tool; a failed fetch (offline, a deploy) may be retried.
 */
export function loadCountries(): Promise<Country[]> {
  if (!pending) {
    pending = import('@countrystatecity/countries/data/countries.json').then(
      (module: { default: unknown }) => normalizeCountries(module.default),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
  }
  return pending;
}
