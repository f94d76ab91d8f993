// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ownsSpaceKey } from './keyboard';

describe('ownsSpaceKey', () => {
  it.each([
    ['<input>', true],
    ['<textarea></textarea>', true],
    ['<button>Lock</button>', true],
    ['<div role="dialog"><p>text</p></div>', true],
    ['<div contenteditable="true"></div>', true],
    ['<p>palette</p>', false],
    ['<div tabindex="0">card</div>', false],
  ])('%s → %s', (html, owns) => {
    const host = document.createElement('div');
    host.innerHTML = html;
    const deepest = host.querySelector('p') ?? host.firstElementChild;
    expect(ownsSpaceKey(deepest)).toBe(owns);
  });

  it('ignores targets that are not elements', () => {
    expect(ownsSpaceKey(null)).toBe(false);
    expect(ownsSpaceKey(window)).toBe(false);
  });
});
