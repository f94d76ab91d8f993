// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppRouter, navigateAtOnce } from './AppRouter';

/** A page whose code never arrives: what the router does with it shows how it rendered. */
const never = new Promise<never>(() => undefined);
function Waiting(): never {
  throw never;
}

function Links() {
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => navigate('/waiting')}>Transition</button>
      <button onClick={() => navigateAtOnce(() => navigate('/waiting'))}>At once</button>
      <button onClick={() => navigateAtOnce(() => navigate('/ready?x=1#top'))}>Ready</button>
    </>
  );
}

function renderApp() {
  render(
    <AppRouter>
      <Suspense fallback={<p>Loading…</p>}>
        <Routes>
          <Route path="/" element={<h1>Home</h1>} />
          <Route path="/waiting" element={<Waiting />} />
          <Route path="/ready" element={<h1>Ready</h1>} />
        </Routes>
      </Suspense>
      <Links />
    </AppRouter>,
  );
}
const click = (name: string) => act(() => screen.getByRole('button', { name }).click());

describe('AppRouter', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('renders the page at the browser’s URL', () => {
    window.history.replaceState(null, '', '/ready');
    renderApp();
    expect(screen.getByRole('heading').textContent).toBe('Ready');
  });

  it('runs a navigation as a transition: the page stays while the next one is not ready', async () => {
    renderApp();
    await click('Transition');
    expect(window.location.pathname).toBe('/waiting');
    expect(screen.getByRole('heading').textContent).toBe('Home');
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('renders a navigation made through navigateAtOnce at once (here, the fallback of a page not ready)', async () => {
    renderApp();
    await click('At once');
    expect(window.location.pathname).toBe('/waiting');
    expect(screen.getByText('Loading…')).toBeTruthy();
  });

  it('keeps the query and hash, and goes back and forth with the browser', async () => {
    renderApp();
    await click('Ready');
    expect(screen.getByRole('heading').textContent).toBe('Ready');
    expect(`${window.location.search}${window.location.hash}`).toBe('?x=1#top');
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(screen.getByRole('heading').textContent).toBe('Home');
  });
});
