// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import type { Catalogue, ToolProps } from '@toolhub/shared';
import { useCatalogueStore } from '../catalogue/catalogue-store';
import { CATALOGUE_UNAVAILABLE } from './CatalogueUnavailable';
import { useThemeStore } from '../shell/theme-store';
import { useUserStore } from '../user/user-store';
import { TestNavigator, testRouter } from '../testing/test-navigator';

/** The tool counts its mounts; its text lives in component state, as a tool's does. */
const mounts = vi.hoisted(() => ({ count: 0, module: undefined as unknown }));
function FakeTool({ tool }: ToolProps) {
  useEffect(() => {
    mounts.count += 1;
  }, []);
  return (
    <label>
      {tool.name} input
      <input defaultValue="" />
    </label>
  );
}

vi.mock('../federation/remote-registry', () => ({
  loadedTool: () => mounts.module,
  loadTool: () => new Promise((resolve) => setTimeout(() => resolve((mounts.module = { default: FakeTool })), 10)),
}));
vi.mock('../user/useToolUse', () => ({ useToolUse: () => undefined }));

const { ToolRoute } = await import('./ToolRoute');

/** As the app's ToolSlot gives it: the path's one segment. */
function RoutedTool() {
  const { toolPath = '' } = useParams();
  return <ToolRoute toolPath={toolPath} />;
}

const go = (to: string) => testRouter.navigate?.(to, { replace: true });

function withTool(catalogue: Catalogue, path: string, changes: { isAvailable?: boolean; name?: string }): Catalogue {
  return { ...catalogue, tools: catalogue.tools.map((tool) => (tool.path === path ? { ...tool, ...changes } : { ...tool })) };
}

const initial = useCatalogueStore.getState();
beforeEach(() => {
  mounts.count = 0;
  mounts.module = undefined;
  useCatalogueStore.setState({ ...initial, settled: true });
});
afterEach(() => useCatalogueStore.setState(initial));

describe('a tool is mounted once per visit', () => {
  it('survives query, theme, auth and catalogue changes, keeping what was typed', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/json-formatter?indent=2']}>
        <TestNavigator />
        <Routes>
          <Route path="/:toolPath" element={<RoutedTool />} />
        </Routes>
      </MemoryRouter>,
    );
    const field = await screen.findByLabelText('JSON Formatter input');
    await user.type(field, 'typed text');
    expect(mounts.count).toBe(1);

    act(() => go('/json-formatter?mode=minify'));
    act(() => useThemeStore.setState({ preference: 'dark' }));
    act(() => useUserStore.setState({ user: { uid: 'u1', email: 'a@b.c', displayName: 'A' } as never, loading: false, profile: null }));
    // A catalogue refresh: new objects for every tool, then the tool renamed, then withdrawn.
    const { catalogue } = useCatalogueStore.getState();
    act(() => useCatalogueStore.setState({ catalogue: withTool(catalogue, 'json-formatter', {}) }));
    act(() => useCatalogueStore.setState({ catalogue: withTool(catalogue, 'json-formatter', { name: 'JSON Formatter' }) }));
    act(() => useCatalogueStore.setState({ catalogue: withTool(catalogue, 'json-formatter', { isAvailable: false }) }));

    expect(mounts.count).toBe(1);
    expect(screen.getByLabelText('JSON Formatter input')).toBe(field);
    expect(field).toHaveProperty('value', 'typed text');
    expect(screen.queryByText(/coming soon/i)).toBeNull();
  });

  it('a tool the built-in snapshot lists but the served catalogue withdraws shows Coming soon, never loading', async () => {
    useCatalogueStore.setState({ settled: false });
    render(
      <MemoryRouter initialEntries={['/json-formatter']}>
        <Routes>
          <Route path="/:toolPath" element={<RoutedTool />} />
        </Routes>
      </MemoryRouter>,
    );
    const { catalogue } = useCatalogueStore.getState();
    act(() => useCatalogueStore.setState({ catalogue: withTool(catalogue, 'json-formatter', { isAvailable: false }), settled: true }));
    expect(await screen.findByText(/coming soon/i)).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(mounts.count).toBe(0);
  });

  it('a tool withdrawn by ops shows Coming soon on the next visit', async () => {
    const { catalogue } = useCatalogueStore.getState();
    useCatalogueStore.setState({ catalogue: withTool(catalogue, 'json-formatter', { isAvailable: false }) });
    render(
      <MemoryRouter initialEntries={['/json-formatter']}>
        <Routes>
          <Route path="/:toolPath" element={<RoutedTool />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText(/coming soon/i)).toBeTruthy();
    expect(mounts.count).toBe(0);
  });
});

describe('a big catalogue, of which only the home page’s share is built in', () => {
  const renderAt = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:toolPath" element={<RoutedTool />} />
        </Routes>
      </MemoryRouter>,
    );
  const share = () => {
    const { catalogue } = useCatalogueStore.getState();
    return { ...catalogue, tools: catalogue.tools.filter((tool) => tool.path !== 'json-formatter') };
  };
  afterEach(() => vi.unstubAllGlobals());

  it('waits for the rest of the catalogue before opening a tool the share lacks', async () => {
    const whole = useCatalogueStore.getState().catalogue;
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(whole))));
    useCatalogueStore.setState({ catalogue: share(), complete: false, settled: false });
    renderAt('/json-formatter');
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(await screen.findByText('JSON Formatter input')).toBeTruthy();
    expect(useCatalogueStore.getState().complete).toBe(true);
  });

  it('says the list of tools could not be loaded, not "404", when the rest cannot come', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('nope', { status: 503 })));
    useCatalogueStore.setState({ catalogue: share(), complete: false, settled: false });
    renderAt('/json-formatter');
    expect(await screen.findByText(CATALOGUE_UNAVAILABLE)).toBeTruthy();
    expect(screen.queryByText(/404/)).toBeNull();
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(initial.catalogue))));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('JSON Formatter input')).toBeTruthy();
  });

  it('answers 404 for a path the whole catalogue lacks', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(initial.catalogue))));
    useCatalogueStore.setState({ catalogue: share(), complete: false, settled: false });
    renderAt('/no-such-tool');
    expect(await screen.findByRole('heading', { name: /not found|404|find/i })).toBeTruthy();
  });
});
