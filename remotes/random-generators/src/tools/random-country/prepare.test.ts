import { describe, expect, it, vi } from 'vitest';
import { prepare } from './index';
import { loadCountries } from './data';

vi.mock('./data', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./data')>();
  return { ...actual, loadCountries: vi.fn(actual.loadCountries) };
});

// The host calls a tool's prepare when the visitor is about to open it (a pointer resting on its
// card): the country table is then on its way before the click.
describe('Random Country about to open', () => {
  it('prepares by asking for the country table', async () => {
    prepare();
    expect(vi.mocked(loadCountries)).toHaveBeenCalledTimes(1);
    const countries = await vi.mocked(loadCountries).mock.results[0]!.value;
    expect(countries.length).toBeGreaterThan(190);
  });
});
