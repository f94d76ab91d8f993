/** The "New" mark for tool cards, and its end when the tool is opened (new-tools.ts). */
import { useEffect } from 'react';
import { noteToolOpened, useNewToolsStore } from './new-tools-store';

export const useIsNewTool = (path: string): boolean => useNewToolsStore((state) => Object.hasOwn(state.marked, path));

/** On a tool's page: opening the tool uses its New up. */
export function useToolOpened(path: string): void {
  useEffect(() => noteToolOpened(path), [path]);
}
