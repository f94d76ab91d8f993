/**
 * Component tests of a tool at an address: the tool rendered in a router at `url`, and where the
 * tool has taken the address since (its options live in the query). The location is recorded
 * after each render commits, outside the page, so it adds no element (no extra role or text) for
 * the test's queries to trip over.
 */
import { useEffect, type ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';

let current = { pathname: '', search: '' };

function LocationRecorder() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    current = { pathname, search };
  }, [pathname, search]);
  return null;
}

/** Renders `ui` in a router whose address starts as `url` (path and query). */
export function renderInRouter(ui: ReactElement, url = '/'): RenderResult {
  current = { pathname: '', search: '' };
  return render(
    <MemoryRouter initialEntries={[url]}>
      {ui}
      <LocationRecorder />
    </MemoryRouter>,
  );
}

/** The query string (with its "?", or "") the page last rendered by renderInRouter is at. */
export function currentSearch(): string {
  return current.search;
}

/** The same query, parsed. */
export function currentQuery(): URLSearchParams {
  return new URLSearchParams(current.search);
}

/** The path the page last rendered by renderInRouter is at (a tool's link may have moved it). */
export function currentPath(): string {
  return current.pathname;
}
