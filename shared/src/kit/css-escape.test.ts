import { afterEach, describe, expect, it } from 'vitest';
import { installCssEscape } from './css-escape';

const original = Object.getOwnPropertyDescriptor(globalThis, 'CSS');
afterEach(() => {
  if (original) Object.defineProperty(globalThis, 'CSS', original);
  else Reflect.deleteProperty(globalThis, 'CSS');
});

describe('installCssEscape', () => {
  it.each([
    ['plain-id_1', 'plain-id_1'],
    ['«r1»', '\\«r1\\»'],
    [':r0:', '\\:r0\\:'],
    ['a b.c#d', 'a\\ b\\.c\\#d'],
    ['', ''],
  ])('escapes %j as %j', (value, expected) => {
    Reflect.deleteProperty(globalThis, 'CSS');
    installCssEscape();
    expect(CSS.escape(value)).toBe(expected);
  });

  it('leaves a real CSS.escape alone', () => {
    const escape = (value: string) => `real:${value}`;
    globalThis.CSS = { escape } as typeof CSS;
    installCssEscape();
    expect(CSS.escape('x')).toBe('real:x');
  });
});
