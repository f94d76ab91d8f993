// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCatalogueStore } from '../../catalogue/catalogue-store';
import { CatalogueStatusSection } from './CatalogueStatusSection';
import { TEST_CATALOGUE } from './test-catalogue';

const DEV = 'https://dev.example.test/mf-manifest.json';
const FUN = 'https://fun.example.test/mf-manifest.json';
const manifest = (version: string | undefined, exposes: string[]) =>
  JSON.stringify({ metaData: version ? { buildInfo: { buildVersion: version } } : {}, exposes: exposes.map((path) => ({ path })) });

function answers(byUrl: Record<string, () => Promise<Response>>) {
  const fetcher = vi.fn(async (url: string) => {
    const answer = byUrl[url];
    if (!answer) throw new TypeError('Failed to fetch');
    return answer();
  });
  vi.stubGlobal('fetch', fetcher);
  return fetcher;
}

/** The status table's rows: remote, manifest URL, status, version, tools. */
function rowFor(remote: string): string[] {
  const table = screen.getByRole('table', { name: 'Catalogue status' });
  const header = within(table).getByRole('rowheader', { name: new RegExp(`^${remote}`) });
  return [...header.closest('tr')!.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '');
}

const consoleError = vi.spyOn(console, 'error');

beforeEach(() => {
  useCatalogueStore.setState({ catalogue: TEST_CATALOGUE, source: 'live', settled: true, problem: null });
  consoleError.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  expect(consoleError).not.toHaveBeenCalled();
});

describe('Catalogue status', () => {
  it('checks the remotes of the served catalogue.json only, never the entries built into the host', async () => {
    const fetcher = answers({
      [DEV]: async () => new Response(manifest('1.4.0', ['./json-formatter', './base64'])),
      [FUN]: async () => new Response(manifest('2.0.0', ['./coin-flip'])),
    });
    useCatalogueStore.setState({ source: 'snapshot', settled: false });
    const loading = new Promise<Response>(() => undefined);
    fetcher.mockImplementationOnce(() => loading);
    render(<CatalogueStatusSection refreshKey={1} />);
    // Only catalogue.json itself is asked for while the built-in snapshot is all there is.
    expect(fetcher.mock.calls.map(([url]) => String(url))).toEqual(['/catalogue.json']);
    expect(screen.getByText('Checking 2 remotes… (0 done)')).toBeTruthy();
    useCatalogueStore.setState({ source: 'live', settled: true });
    expect(await screen.findByText('2 of 2 remotes answering.')).toBeTruthy();
  });

  it('says so when the served catalogue.json could not be read', () => {
    answers({});
    useCatalogueStore.setState({ source: 'snapshot', settled: true, problem: 'catalogue.json could not be loaded, keeping the last good catalogue: offline' });
    render(<CatalogueStatusSection refreshKey={1} />);
    expect(screen.getByText('Not checked: catalogue.json could not be loaded, keeping the last good catalogue: offline')).toBeTruthy();
  });

  it('shows an answering remote with its version and a 404 one with the reason', async () => {
    const fetcher = answers({
      [DEV]: async () => new Response(manifest('1.4.0', ['./json-formatter', './base64'])),
      [FUN]: async () => new Response('Not found', { status: 404, statusText: 'Not Found' }),
    });
    render(<CatalogueStatusSection refreshKey={1} />);
    expect(await screen.findByText('1 of 2 remotes answering.')).toBeTruthy();
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(rowFor('developer-tools')).toEqual([
      'developer-toolsDeveloper Tools',
      DEV,
      '✓ Answering',
      '1.4.0',
      '2 available, 1 coming soonShow toolsJ JSON Formatter (available)B Base64 (available)R Regex Tester (coming soon)',
    ]);
    expect(rowFor('fun-games')).toEqual(['fun-gamesFun & Games', FUN, '✗ Not answeringHTTP 404 Not Found', '—Not known', '1 available, 0 coming soonShow toolsD Dice Roller (available)']);
  });

  it('flags a malformed manifest, an unreachable remote, a missing version and tools the manifest lacks', async () => {
    answers({
      [DEV]: async () => new Response(manifest(undefined, ['./json-formatter'])),
      [FUN]: async () => new Response('{"metaData": {"buildInfo"'),
    });
    render(<CatalogueStatusSection refreshKey={1} />);
    expect(await screen.findByText('1 of 2 remotes answering.')).toBeTruthy();
    const [, , status, version, tools] = rowFor('developer-tools');
    expect(status).toBe('✓ Answering');
    expect(version).toBe('Unknown (the manifest has no buildInfo.buildVersion)');
    expect(tools).toContain('Not exposed by the manifest: Base64');
    expect(rowFor('fun-games')[2]).toBe('⚠ Invalid manifestThe manifest is not valid JSON');
  });

  it('reports a network failure without breaking the table', async () => {
    answers({ [DEV]: async () => new Response(manifest('2.0.0', ['./json-formatter', './base64'])) });
    render(<CatalogueStatusSection refreshKey={1} />);
    expect(await screen.findByText('1 of 2 remotes answering.')).toBeTruthy();
    expect(rowFor('fun-games')[2]).toBe('✗ Not answeringNetwork error: Failed to fetch');
  });

  it('lists each remote’s tools in a disclosure', async () => {
    answers({});
    render(<CatalogueStatusSection refreshKey={1} />);
    await screen.findByText('0 of 2 remotes answering.');
    const table = screen.getByRole('table', { name: 'Catalogue status' });
    const summaries = within(table).getAllByText('Show tools');
    await userEvent.click(summaries[0]!);
    expect(summaries[0]!.closest('details')!.open).toBe(true);
  });

  it('checks again when refreshed', async () => {
    const fetcher = answers({});
    const { rerender } = render(<CatalogueStatusSection refreshKey={1} />);
    await screen.findByText('0 of 2 remotes answering.');
    answers({ [DEV]: async () => new Response(manifest('1.0.0', [])), [FUN]: async () => new Response(manifest('1.0.0', [])) });
    rerender(<CatalogueStatusSection refreshKey={2} />);
    expect(await screen.findByText('2 of 2 remotes answering.')).toBeTruthy();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
