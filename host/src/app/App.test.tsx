// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

/** The shell's parts, standing in: each counts its renders. */
const renders = vi.hoisted(() => new Map<string, number>());
const counted = (name: string) => () => {
  renders.set(name, (renders.get(name) ?? 0) + 1);
  return null;
};
vi.mock('../shell/Header', () => ({ Header: counted('Header') }));
vi.mock('../shell/Footer', () => ({ Footer: counted('Footer') }));
vi.mock('../shell/BottomBar', () => ({ BottomBar: counted('BottomBar') }));
vi.mock('../shell/SideMenu', () => ({ SideMenu: counted('SideMenu') }));
vi.mock('../modals/ModalHost', () => ({ ModalHost: counted('ModalHost') }));
vi.mock('../federation/OverrideNotices', () => ({ OverrideNotices: counted('OverrideNotices') }));
vi.mock('../catalogue/CatalogueNotice', () => ({ CatalogueNotice: counted('CatalogueNotice') }));
vi.mock('./HomeSlot', () => ({ HomeSlot: counted('HomeSlot') }));
vi.mock('./ToolSlot', () => ({ ToolSlot: counted('ToolSlot') }));
vi.mock('../pages/NotFoundPage', () => ({ NotFoundPage: counted('NotFoundPage') }));
vi.mock('../shell/useThemeSync', () => ({ useThemeSync: () => undefined }));
vi.mock('../shell/search/useSearchShortcuts', () => ({ useSearchShortcuts: () => undefined }));
/** Page-view tracking follows the address, as the real one does; the paths it saw. */
const tracked = vi.hoisted(() => [] as string[]);
vi.mock('../tracking/usePageViewTracking', async () => {
  const { useLocation: location } = await import('react-router-dom');
  return {
    usePageViewTracking() {
      tracked.push(location().pathname);
    },
  };
});

const { App } = await import('./App');

const router: { navigate: NavigateFunction | null } = { navigate: null };
function Probe() {
  const navigate = useNavigate();
  useLocation();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
  return null;
}

describe('App', () => {
  it('renders the shell once: a navigation re-renders only what follows the address', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Probe />
        <App />
      </MemoryRouter>,
    );
    const before = new Map(renders);
    act(() => void router.navigate?.('/json-formatter'));
    for (const part of ['Header', 'Footer', 'BottomBar', 'SideMenu', 'ModalHost', 'OverrideNotices', 'CatalogueNotice', 'HomeSlot', 'ToolSlot']) {
      expect({ part, renders: renders.get(part) }).toEqual({ part, renders: before.get(part) });
    }
    // Page views still follow every address.
    expect(tracked.at(-1)).toBe('/json-formatter');
  });
});
