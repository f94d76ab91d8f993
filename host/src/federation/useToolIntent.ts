import { useEffect, useRef } from 'react';
import type { Catalogue, CatalogueTool } from '@toolhub/shared';
import { preloadTool } from './remote-registry';

/**
 * How long a mouse pointer rests on a tool's link before its code is fetched: long enough that a
 * pointer crossing the grid fetches nothing, short enough that the usual pause before a click
 * (150 ms and more) leaves most of it to load before the click.
 */
export const INTENT_REST_MS = 65;

/**
 * Fetches a tool's remote and module when the visitor shows they are about to open it, so the
 * click finds it loaded: a mouse or pen resting on the link for INTENT_REST_MS (a pointer only
 * passing over a grid fetches nothing), a finger touching it (the click follows within a few
 * hundred milliseconds), a button pressed on it before that rest is over (the click follows on
 * release; Safari does not focus a link it is clicking), or keyboard focus on it. `onReady` runs once the tool's module and
 * drafts are here.
 */
export function useToolIntent(catalogue: Catalogue, tool: CatalogueTool, onReady?: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = () => clearTimeout(timer.current);
  useEffect(() => cancel, []);
  const preload = () => {
    cancel();
    void preloadTool(catalogue, tool).then((ready) => ready && onReady?.());
  };
  return {
    onPointerEnter(event: React.PointerEvent) {
      if (event.pointerType === 'touch') return;
      cancel();
      timer.current = setTimeout(preload, INTENT_REST_MS);
    },
    onPointerLeave: cancel,
    onPointerDown(event: React.PointerEvent) {
      if (event.pointerType !== 'touch') preload();
    },
    onTouchStart: preload,
    onFocus: preload,
  };
}
