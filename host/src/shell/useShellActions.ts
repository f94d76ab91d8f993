import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { ensureCompleteCatalogue, useCatalogueStore } from '../catalogue/catalogue-store';
import { pickRandomTool } from './random-tool';
import { useOpenTool } from '../app/useOpenTool';

/** Home and Random, shared by the desktop header and the phone's bottom bar. */
export function useShellActions() {
  const location = useLocation();
  const openTool = useOpenTool();

  /** Already home: scroll back to the top instead of navigating to the same page. */
  function goHome(event: MouseEvent) {
    if (location.pathname === '/' && !location.search) {
      event.preventDefault();
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    }
  }

  /** Never the tool already open, never one that is coming soon; from all tools, not the built-in share. */
  function goRandom() {
    const currentPath = location.pathname.slice(1) || null;
    void ensureCompleteCatalogue().then(() => {
      const { catalogue } = useCatalogueStore.getState();
      const tool = pickRandomTool(catalogue.tools, currentPath);
      if (tool) openTool(catalogue, tool);
    });
  }

  return { goHome, goRandom };
}
