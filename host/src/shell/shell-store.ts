import { create } from 'zustand';

/**
 * The shell's panels. Kept in one store because one opening affects the others: the menu and
 * the phone's search row are never open together, and a route change closes both.
 */
interface ShellState {
  menuOpen: boolean;
  /** The phone's search row under the collapsed header (always shown on wider screens). */
  searchExpanded: boolean;
  /** Bumped to ask the search box to take focus (shortcuts, the bottom bar's Search). */
  searchFocusRequest: number;
  openMenu(): void;
  closeMenu(): void;
  toggleSearch(): void;
  focusSearch(): void;
  closePanels(): void;
}

export const useShellStore = create<ShellState>((set) => ({
  menuOpen: false,
  searchExpanded: false,
  searchFocusRequest: 0,
  openMenu: () => set({ menuOpen: true, searchExpanded: false }),
  closeMenu: () => set({ menuOpen: false }),
  toggleSearch: () =>
    set((state) =>
      state.searchExpanded
        ? { searchExpanded: false }
        : { searchExpanded: true, menuOpen: false, searchFocusRequest: state.searchFocusRequest + 1 },
    ),
  focusSearch: () => set((state) => ({ searchExpanded: true, menuOpen: false, searchFocusRequest: state.searchFocusRequest + 1 })),
  closePanels: () => set({ menuOpen: false, searchExpanded: false }),
}));
