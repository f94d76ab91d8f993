import { describe, expect, it } from 'vitest';
import { DISPLAY_NAME_REQUIRED, DISPLAY_NAME_TOO_LONG, displayNameError, displayNameLength } from './display-name';

describe('display name rule', () => {
  it.each<[string, string, boolean, string | null]>([
    ['a name', 'Ada', true, null],
    ['empty before saving', '', false, null],
    ['empty on save', '', true, DISPLAY_NAME_REQUIRED],
    ['spaces only on save', '   ', true, DISPLAY_NAME_REQUIRED],
    ['exactly 50', 'a'.repeat(50), true, null],
    ['50 with spaces around', `  ${'a'.repeat(50)}  `, true, null],
    ['51, even before saving', 'a'.repeat(51), false, DISPLAY_NAME_TOO_LONG],
    ['50 emoji', '🙂'.repeat(50), true, null],
  ])('%s', (_, value, submitted, error) => expect(displayNameError(value, submitted)).toBe(error));

  it('counts characters, not UTF-16 units', () => {
    expect(displayNameLength(' 🙂a ')).toBe(2);
    expect(DISPLAY_NAME_TOO_LONG).toBe('Display name must be 50 characters or fewer.');
  });
});
