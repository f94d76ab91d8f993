import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hostileText } from '@toolhub/shared/testing/hostile-text';
import { anchorId } from './previewDom';

describe('anchorId', () => {
  it.each([
    ['#intro', 'intro'],
    ['#caf%C3%A9', 'café'],
    ['#', ''],
    ['#caf%E0%A4%A', null],
    // A lone surrogate, encoded: no UTF-8 character.
    ['#%ED%A0%80', null],
    ['#100%', null],
  ])('%j → %j', (href, expected) => {
    expect(anchorId(href)).toBe(expected);
  });

  it('never throws on any #link a visitor writes', () => {
    fc.assert(fc.property(hostileText(), (text) => void anchorId(`#${text}`)));
  });
});
