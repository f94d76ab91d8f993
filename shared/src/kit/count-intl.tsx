import type { ReactElement, ReactNode } from 'react';

/**
 * For tests: how many `Intl` objects of one kind a tool makes in the render that opens it. The
 * first `Intl` object of a page loads the browser's locale data (20–60 ms in Chromium), which a
 * tool keeps out of the click that opens it (`useLocaleReady`).
 */
export type IntlKind = 'Collator' | 'DateTimeFormat' | 'ListFormat' | 'NumberFormat' | 'PluralRules' | 'RelativeTimeFormat' | 'Segmenter';

export interface IntlCount {
  /** The constructor arguments of each object made since counting started. */
  made: unknown[][];
  /** How many had been made when the render that opened `ui` reached its end (-1 before it). */
  inOpeningRender: () => number;
  /** `ui`, then a probe that notes the count the first time the render reaches it. */
  wrap: (ui: ReactNode) => ReactElement;
  /** Puts the real constructor back: call it in `finally` or `afterEach`. */
  restore: () => void;
}

export function countIntl(kind: IntlKind): IntlCount {
  const made: unknown[][] = [];
  const intl = Intl as unknown as Record<IntlKind, new (...args: unknown[]) => unknown>;
  const original = intl[kind];
  intl[kind] = new Proxy(original, {
    construct: (target, args: unknown[]) => (made.push(args), new target(...args)) as object,
  });
  let opening = -1;
  function AfterOpeningRender() {
    if (opening < 0) opening = made.length;
    return null;
  }
  return {
    made,
    inOpeningRender: () => opening,
    wrap: (ui) => (
      <>
        {ui}
        <AfterOpeningRender />
      </>
    ),
    restore: () => void (intl[kind] = original),
  };
}
