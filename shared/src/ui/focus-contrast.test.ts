import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Focus rings must be seen: WCAG 2.2's non-text contrast asks 3:1 against what is next to them.
 * The ring colour is checked against every background token of both themes.
 */
const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');

function block(selector: string): string {
  const start = css.indexOf(`${selector} {`);
  if (start === -1) throw new Error(`no ${selector} block in styles.css`);
  return css.slice(start, css.indexOf('}', start));
}

function token(body: string, name: string): string {
  const match = body.match(new RegExp(`--${name}:\\s*(#[0-9a-f]{6})\\s*;`, 'i'));
  if (!match?.[1]) throw new Error(`--${name} is not a #rrggbb colour here`);
  return match[1];
}

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('focus rings', () => {
  it.each([
    ['#ffffff', '#000000', 21],
    ['#ffffff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
  ])('contrast(%s, %s) = %s', (a, b, expected) => {
    expect(contrast(a, b)).toBeCloseTo(expected, 2);
  });

  it.each([
    ['light', ':root'],
    ['dark', ":root[data-theme='dark']"],
  ])('stand out 3:1 against every background in the %s theme', (_theme, selector) => {
    const body = block(selector);
    const ring = token(body, 'th-focus-ring');
    for (const background of ['th-bg', 'th-surface', 'th-surface-2']) {
      expect(contrast(ring, token(body, background)), `--th-focus-ring on --${background}`).toBeGreaterThanOrEqual(3);
    }
    // The ring is drawn with that colour, not a see-through one.
    expect(body).toMatch(/--th-focus:[^;]*var\(--th-focus-ring\)/);
  });
});
