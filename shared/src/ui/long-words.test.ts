import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Hints, messages, labels, field errors and buttons often repeat what a visitor typed or pasted:
 * a 250-character URL or hash must wrap inside a 375 px phone, not make the page scroll sideways
 * (tests/e2e/tools-smoke.e2e.test.ts types one into every tool). Every tool gets this from the kit.
 */
const css = ['./styles.css', './kit.css'].map((file) => readFileSync(new URL(file, import.meta.url), 'utf8')).join('\n');

/** The declarations of the rule whose selector list ends with `selector`. */
function rule(selector: string): string {
  const start = css.indexOf(`${selector} {`);
  if (start === -1) throw new Error(`no ${selector} rule in the kit's CSS`);
  return css.slice(start, css.indexOf('}', start));
}

describe('the kit’s text that may quote input', () => {
  it.each(['.th-hint', '.th-message', '.th-field-error', '.th-label', '.th-btn', '.th-output', '.th-mono'])('%s breaks a long word anywhere', (selector) => {
    expect(rule(selector)).toMatch(/overflow-wrap:\s*anywhere;/);
  });

  it('a button is never wider than where it stands', () => {
    expect(rule('.th-btn')).toMatch(/max-inline-size:\s*100%;/);
  });
});
