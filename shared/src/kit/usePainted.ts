import { useEffect, useState } from 'react';
import { afterNextPaint } from './next-paint';

/**
 * False in the render that opens a component, then true in a render of its own after the browser
 * has painted it (kit afterNextPaint). Not React's useDeferredValue: that render is a task queued
 * right behind the opening one, and often runs before the frame that shows the tool. For what a
 * tool can show a frame late without anyone noticing (a closed <details>' contents, dates in the
 * visitor's locale), so the click that opens the tool does not build it. `already`: nothing to
 * wait for (true from the first render, and no extra render).
 */
export function usePainted(already = false): boolean {
  const [painted, setPainted] = useState(already);
  useEffect(() => (painted ? undefined : afterNextPaint(() => setPainted(true))), [painted]);
  return painted;
}
