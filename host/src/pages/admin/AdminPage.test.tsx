// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { AuthUser, Backend, DailyAnalytics, Feedback } from '../../backend/backend';
import { BackendError } from '../../backend/errors';
import { getBackend } from '../../backend/select';
import { useCatalogueStore } from '../../catalogue/catalogue-store';
import { toPageKey } from '../../tracking/page-key';
import { useUserStore } from '../../user/user-store';
import AdminPage from './AdminPage';
import { TEST_CATALOGUE } from './test-catalogue';

vi.mock('../../backend/select', () => ({ getBackend: vi.fn() }));
// jsdom has no canvas; DailyChart has its own test.
vi.mock('./DailyChart', () => ({
  DailyChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const user = (email: string): AuthUser => ({
  uid: `uid-${email}`,
  displayName: null,
  email,
  emailVerified: false,
  phoneNumber: null,
  photoURL: null,
  isAnonymous: false,
  tenantId: null,
  providerData: [],
  metadata: {},
});

const day = (date: string, uniqueVisitors: number, pages: Record<string, number>): DailyAnalytics => ({
  date,
  totalPageViews: Object.values(pages).reduce((a, b) => a + b, 0),
  uniqueVisitors,
  pages: Object.fromEntries(Object.entries(pages).map(([path, views]) => [toPageKey(path), views])),
  lastUpdated: new Date(),
});

// "Today" in these tests is 7 May 2024, so the 7-day range is 1–7 May.
const RECORDS = [
  day('2024-05-02', 2, { '/': 3, '/json-formatter': 2, '/dice-roller': 1 }),
  day('2024-05-05', 1, { '/json-formatter': 2, '/privacy-policy': 1 }),
  day('2024-05-07', 3, { '/': 1, '/base64': 1 }),
];
const LONG_MESSAGE = `${'A very long message without breaks '.repeat(40)}— the end.`;
const FEEDBACK: Feedback[] = [
  { id: 'f1', type: 'Bug Report', message: 'The dice roll only sixes.', email: 'sam@example.com', createdAt: new Date(2024, 4, 6, 14, 30) },
  { id: 'f2', type: 'Feature Request', message: LONG_MESSAGE, email: null, createdAt: new Date(2024, 4, 7, 9, 5) },
];
const MANIFEST = JSON.stringify({
  metaData: { buildInfo: { buildVersion: '1.2.3' } },
  exposes: [{ path: './json-formatter' }, { path: './base64' }, { path: './dice-roller' }],
});

function fakeBackend(overrides: Partial<Backend> = {}) {
  return {
    isAdmin: vi.fn(async (candidate: AuthUser) => candidate.email === 'admin@example.com'),
    readDailyAnalytics: vi.fn(async () => RECORDS),
    listRecentFeedback: vi.fn(async () => FEEDBACK),
    listWishCounts: vi.fn(async () => [{ toolPath: 'regex-tester', count: 3 }]),
    ...overrides,
  };
}
let backend: ReturnType<typeof fakeBackend>;
const fetchMock = vi.fn(async () => new Response(MANIFEST));

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderAdmin(url = '/admin') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/admin" element={<AdminPage />} />
        <Route path="/" element={<p>Home page</p>} />
      </Routes>
      <Location />
    </MemoryRouter>,
  );
}

const signIn = (email: string) => useUserStore.setState({ user: user(email), loading: false, profile: null });

/** A table's rows as the text of each cell, header row included. */
function rows(tableName: string): string[][] {
  const table = screen.getByRole('table', { name: tableName });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

function figure(label: string): string {
  const term = screen.getAllByRole('term').find((element) => element.textContent === label);
  return term?.nextElementSibling?.textContent ?? '';
}

const consoleError = vi.spyOn(console, 'error');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2024, 4, 7, 10, 0));
  backend = fakeBackend();
  vi.mocked(getBackend).mockImplementation(async () => backend as unknown as Backend);
  useCatalogueStore.setState({ catalogue: TEST_CATALOGUE, source: 'live', settled: true, problem: null });
  useUserStore.setState({ user: null, loading: false, profile: null });
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  consoleError.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  expect(consoleError).not.toHaveBeenCalled();
});

describe('/admin access', () => {
  it('shows a loading state while the auth state is unknown', () => {
    useUserStore.setState({ user: null, loading: true, profile: undefined });
    renderAdmin();
    expect(screen.getByRole('status').textContent).toBe('Checking access…');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('tells a signed-out visitor it is not authorised and offers to log in', async () => {
    renderAdmin();
    expect(screen.getByRole('heading', { level: 1, name: 'Not authorised' })).toBeTruthy();
    expect(document.title).toBe('Not authorised | ToolHub');
    expect(screen.getByText(/This page is for ToolHub administrators/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByTestId('location').textContent).toBe('/admin?modal=login');
    await userEvent.click(screen.getByRole('link', { name: 'Back to all tools' }));
    expect(screen.getByText('Home page')).toBeTruthy();
    expect(backend.readDailyAnalytics).not.toHaveBeenCalled();
  });

  it('tells a signed-in user who is not an admin, without asking for the data', async () => {
    signIn('someone@example.com');
    renderAdmin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Not authorised' })).toBeTruthy();
    expect(screen.getByText(/You are logged in as someone@example.com, which is not an administrator account/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log In' })).toBeNull();
    expect(backend.isAdmin).toHaveBeenCalledWith(expect.objectContaining({ email: 'someone@example.com' }));
    expect(backend.readDailyAnalytics).not.toHaveBeenCalled();
    expect(backend.listRecentFeedback).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('denies access, saying why, when the admin check fails', async () => {
    backend = fakeBackend({ isAdmin: vi.fn(async () => Promise.reject(new BackendError('unavailable', 'The service is unavailable.'))) });
    signIn('admin@example.com');
    renderAdmin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Not authorised' })).toBeTruthy();
    expect(screen.getByText('We could not check your access: The service is unavailable. (unavailable)')).toBeTruthy();
  });
});

describe('/admin for an admin', () => {
  beforeEach(() => signIn('admin@example.com'));

  it('shows the summary, per-day data, top pages and top tools with exact numbers', async () => {
    renderAdmin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeTruthy();
    expect(document.title).toBe('Admin | ToolHub');
    await screen.findByRole('heading', { level: 2, name: 'Summary' });
    expect(backend.readDailyAnalytics).toHaveBeenCalledWith('2024-05-01', '2024-05-07');
    expect(screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === 'The last 7 days: 2024-05-01 to 2024-05-07.')).toBeTruthy();

    expect(figure('Total page views')).toBe('11');
    expect(figure('Unique visitors (summed over days)')).toBe('6');
    expect(figure('Days with data')).toBe('3 of 7');

    expect(screen.getByRole('img', { name: 'Line chart of page views and unique visitors per day, last 7 days' })).toBeTruthy();
    expect(rows('Page views and unique visitors per day')).toEqual([
      ['Date', 'Page views', 'Unique visitors'],
      ['2024-05-01', '0', '0'],
      ['2024-05-02', '6', '2'],
      ['2024-05-03', '0', '0'],
      ['2024-05-04', '0', '0'],
      ['2024-05-05', '3', '1'],
      ['2024-05-06', '0', '0'],
      ['2024-05-07', '2', '3'],
    ]);
    expect(rows('Top pages')).toEqual([
      ['Page', 'Views', 'Share'],
      ['/', '4', '36.4%'],
      ['/json-formatter', '4', '36.4%'],
      ['/base64', '1', '9.1%'],
      ['/dice-roller', '1', '9.1%'],
      ['/privacy-policy', '1', '9.1%'],
    ]);
    expect(rows('Top tools')).toEqual([
      ['Tool', 'Views'],
      ['JJSON Formatter', '4'],
      ['BBase64', '1'],
      ['DDice Roller', '1'],
    ]);
    // The icon is decoration: the row header's accessible name is the tool name alone.
    expect(within(screen.getByRole('table', { name: 'Top tools' })).getByRole('rowheader', { name: 'JSON Formatter' })).toBeTruthy();
  });

  it('lists the latest feedback newest first, messages whole, a dash for no email', async () => {
    renderAdmin();
    const list = await screen.findByRole('list', { name: 'Latest feedback' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Feature Request');
    expect(items[0]!.textContent).toContain('2024-05-07 09:05');
    expect(items[0]!.textContent).toContain('No email given');
    expect(within(items[0]!).getByText(LONG_MESSAGE)).toBeTruthy();
    expect(items[1]!.textContent).toContain('Bug Report');
    expect(items[1]!.textContent).toContain('2024-05-06 14:30');
    expect(within(items[1]!).getByRole('link', { name: 'sam@example.com' }).getAttribute('href')).toBe('mailto:sam@example.com');
    expect(backend.listRecentFeedback).toHaveBeenCalledWith(20);
  });

  it('ranks the coming-soon tools by wishes', async () => {
    renderAdmin();
    await screen.findByRole('table', { name: 'Most wanted coming-soon tools' });
    expect(rows('Most wanted coming-soon tools')).toEqual([
      ['Tool', 'Wishes'],
      ['RRegex Tester', '3'],
    ]);
    expect(backend.listWishCounts).toHaveBeenCalledTimes(1);
  });

  it('switches the range, keeping it in the URL', async () => {
    renderAdmin();
    await screen.findByRole('heading', { level: 2, name: 'Summary' });
    expect(screen.getByRole('radio', { name: 'Last 7 days' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('radio', { name: 'Last 30 days' }));
    expect(screen.getByTestId('location').textContent).toBe('/admin?range=30');
    await waitFor(() => expect(backend.readDailyAnalytics).toHaveBeenLastCalledWith('2024-04-08', '2024-05-07'));
    await screen.findByRole('heading', { level: 2, name: 'Summary' });
    expect(rows('Page views and unique visitors per day')).toHaveLength(31);
    expect(figure('Days with data')).toBe('3 of 30');
    await userEvent.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    expect(screen.getByTestId('location').textContent).toBe('/admin');
  });

  it.each([
    ['/admin?range=90', 'Last 90 days', '2024-02-08'],
    ['/admin?range=12', 'Last 7 days', '2024-05-01'],
    ['/admin?range=abc', 'Last 7 days', '2024-05-01'],
  ])('opens %s on %s', async (url, radio, from) => {
    renderAdmin(url);
    await screen.findByRole('heading', { level: 2, name: 'Summary' });
    expect(screen.getByRole('radio', { name: radio })).toHaveProperty('checked', true);
    expect(backend.readDailyAnalytics).toHaveBeenCalledWith(from, '2024-05-07');
  });

  it('says plainly when there is no data yet', async () => {
    backend = fakeBackend({ readDailyAnalytics: vi.fn(async () => []), listRecentFeedback: vi.fn(async () => []) });
    renderAdmin();
    await screen.findByRole('heading', { level: 2, name: 'Summary' });
    expect(figure('Total page views')).toBe('0');
    expect(figure('Days with data')).toBe('0 of 7');
    expect(rows('Page views and unique visitors per day').slice(1).every((row) => row[1] === '0' && row[2] === '0')).toBe(true);
    expect(screen.getByText('No page views in the last 7 days.')).toBeTruthy();
    expect(screen.getByText('No tool pages were viewed in the last 7 days.')).toBeTruthy();
    expect(await screen.findByText('No feedback yet.')).toBeTruthy();
  });

  it('keeps the other sections working when analytics fail', async () => {
    backend = fakeBackend({
      readDailyAnalytics: vi.fn(async () => Promise.reject(new BackendError('permission-denied', 'Missing or insufficient permissions.'))),
    });
    renderAdmin();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Could not load analytics: Missing or insufficient permissions. (permission-denied)');
    expect(await screen.findByRole('list', { name: 'Latest feedback' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Catalogue status' })).toBeTruthy();
  });

  it('keeps the other sections working when feedback fails', async () => {
    backend = fakeBackend({ listRecentFeedback: vi.fn(async () => Promise.reject(new Error('offline'))) });
    renderAdmin();
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load feedback: offline');
    expect(screen.getByRole('table', { name: 'Top pages' })).toBeTruthy();
  });

  it('loads everything again on Refresh', async () => {
    renderAdmin();
    await screen.findByRole('heading', { level: 2, name: 'Summary' });
    await screen.findByText('2 of 2 remotes answering.');
    vi.mocked(backend.readDailyAnalytics).mockResolvedValueOnce([day('2024-05-07', 1, { '/base64': 5 })]);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(figure('Total page views')).toBe('5'));
    expect(backend.readDailyAnalytics).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(backend.listRecentFeedback).toHaveBeenCalledTimes(2));
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});
