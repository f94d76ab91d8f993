import type { Locator } from 'playwright-core';

/** Each body row's cells as text, without the aria-hidden decoration (icons, ✓). */
export function rowTexts(table: Locator): Promise<string[][]> {
  return table.getByRole('row').evaluateAll((rows) =>
    rows.slice(1).map((row) =>
      [...row.children].map((cell) => {
        const copy = cell.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('[aria-hidden="true"]').forEach((node) => node.remove());
        return (copy.textContent ?? '').trim();
      }),
    ),
  );
}
