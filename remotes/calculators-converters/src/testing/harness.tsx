import { useEffect, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { CatalogueTool } from '@toolhub/shared';

/** Test helpers shared by the component tests of this remote. */

export function fakeTool(path: string, name: string): CatalogueTool {
  return { name, path, description: `${name} for tests`, icon: '🧮', isAvailable: true, category: 'calculators-converters' };
}

let search = '';
function LocationProbe() {
  const { search: current } = useLocation();
  // Recorded after the render commits (the test reads it later), not during the render itself.
  useEffect(() => {
    search = current;
  }, [current]);
  return null;
}

/** Renders a tool inside a router at the given URL; `currentSearch()` then reads the query string it keeps. */
export function renderInRouter(tool: ReactElement, url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      {tool}
      <LocationProbe />
    </MemoryRouter>,
  );
}

/** The query string of the page last rendered by `renderInRouter`, as the tool has left it. */
export function currentSearch(): string {
  return search;
}
