import { create } from 'zustand';

/** A tool page rendered ahead of the click that opens it, hidden (app/ToolSlot.tsx). */
export interface PreparedToolPage {
  /** The tool's path. */
  readonly path: string;
  /** The address (its location key) the visitor was on: the page is shown there only. */
  readonly at: string;
}

export const usePreparedToolPage = create<{ prepared: PreparedToolPage | null }>(() => ({ prepared: null }));

/** Asks for the tool's page to be rendered ahead, hidden, on the address `at`. */
export function prepareToolPage(path: string, at: string): void {
  const { prepared } = usePreparedToolPage.getState();
  if (prepared?.path !== path || prepared.at !== at) usePreparedToolPage.setState({ prepared: { path, at } });
}

/** Forgets the prepared page (it has been shown). */
export function dropPreparedToolPage(): void {
  if (usePreparedToolPage.getState().prepared) usePreparedToolPage.setState({ prepared: null });
}
