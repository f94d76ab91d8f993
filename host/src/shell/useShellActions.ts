import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCatalogue } from '../catalogue/catalogue-store';
import { pickRandomTool } from './random-tool';
import { openTool } from '../federation/remote-registry';

/** Home and Random, shared by the desktop header and the phone's bottom bar. */
export function useShellActions() {
  const catalogue = useCatalogue();
  const location = useLocation();
  const navigate = useNavigate();

  /** Already home: scroll back to the top instead of navigating to the same page. */
  function goHome(event: MouseEvent) {
    if (location.pathname === '/' && !location.search) {
      event.preventDefault();
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    }
  }

  /** Never the tool already open, never one that is coming soon. */
  function goRandom() {
    const currentPath = location.pathname.slice(1) || null;
    const tool = pickRandomTool(catalogue.tools, currentPath);
    if (tool) openTool(catalogue, tool, navigate);
  }

  return { goHome, goRandom };
}
