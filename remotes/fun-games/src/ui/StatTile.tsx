import type { ReactNode } from 'react';

interface StatTileProps {
  label: ReactNode;
  /** Marks the tile that deserves a look (a new record, a finished set); left out, the tile has no data-highlight. */
  highlight?: boolean;
  /** For the few values the tests read by test id. */
  valueTestId?: string;
  children: ReactNode;
}

/** One tile of a `<dl>` of stat tiles (`tiles` in game.module.css): the label over its number. */
export function StatTile({ label, highlight, valueTestId, children }: StatTileProps) {
  return (
    <div data-highlight={highlight}>
      <dt>{label}</dt>
      <dd data-testid={valueTestId}>{children}</dd>
    </div>
  );
}
