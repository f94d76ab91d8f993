import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { scanJsonError } from './scan';

function reasonOf(text: string): string {
  const error = scanJsonError(text);
  if (!error) throw new Error(`expected an error for ${JSON.stringify(text)}`);
  return error.reason;
}

function codePointsOf(pattern: RegExp): number[] {
  const found: number[] = [];
  for (let code = 0; code <= 0x10ffff; code++) if (pattern.test(String.fromCodePoint(code))) found.push(code);
  return found;
}

function name(code: number): string {
  return `character U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Whitespace JSON allows between tokens, so it is skipped rather than reported. */
const JSON_WHITESPACE = new Set([0x09, 0x0a, 0x0d, 0x20]);
const CONTROL_AND_FORMAT = codePointsOf(/^[\p{Cc}\p{Cf}]$/u).filter((code) => !JSON_WHITESPACE.has(code));
/** What a message must never show raw: controls, format characters, lone surrogates, separators but the space. */
const UNSHOWABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]|(?! )\p{Zs}/u;

describe('invisible characters in error messages', () => {
  it.each([
    ['[\u00A0]', "Unexpected 'character U+00A0'; expected a value."],
    ['[1,\u3000]', "Unexpected 'character U+3000'; expected a value."],
    ['\uFEFF[]', "Unexpected 'character U+FEFF'; expected a value."],
    ['[\u000B]', "Unexpected 'character U+000B'; expected a value."],
    ['[\u0000]', "Unexpected 'character U+0000'; expected a value."],
    ['[\u0001]', "Unexpected 'character U+0001'; expected a value."],
    ['[\u007F]', "Unexpected 'character U+007F'; expected a value."],
    ['[\u0085]', "Unexpected 'character U+0085'; expected a value."],
    ['[\u00AD]', "Unexpected 'character U+00AD'; expected a value."],
    ['[\u200B]', "Unexpected 'character U+200B'; expected a value."],
    ['[\u200E]', "Unexpected 'character U+200E'; expected a value."],
    ['[\u2060]', "Unexpected 'character U+2060'; expected a value."],
    ['[1\uFEFF]', "Unexpected 'character U+FEFF'; expected ',' or ']' after the array item."],
    ['[\u2028]', "Unexpected 'character U+2028'; expected a value."],
    ['[\u{E0001}]', "Unexpected 'character U+E0001'; expected a value."],
    ['[\u{1D173}]', "Unexpected 'character U+1D173'; expected a value."],
    ['[\uD800]', "Unexpected 'character U+D800'; expected a value."],
    ['{"a":1\u200B}', "Unexpected 'character U+200B'; expected ',' or '}' after the property value."],
    ['{\u0000"a":1}', "Unexpected 'character U+0000'; expected a property name in double quotes."],
    ['["a"\u0000]', "Unexpected 'character U+0000'; expected ',' or ']' after the array item."],
    ['"a"\u2060', "Unexpected 'character U+2060'; expected the end of the document (only one top-level value is allowed)."],
    ['[😀]', "Unexpected '😀'; expected a value."],
    ['[é]', "Unexpected 'é'; expected a value."],
    ['["\\\u0000"]', "Invalid escape '\\' followed by character U+0000 in string."],
    ['["\\\u200B"]', "Invalid escape '\\' followed by character U+200B in string."],
    ['["\\😀"]', "Invalid escape '\\😀' in string."],
    ['["\\x"]', "Invalid escape '\\x' in string."],
  ])('names what is wrong in %j', (input, reason) => {
    expect(reasonOf(input)).toBe(reason);
  });

  it('names every control and format character by its code point', () => {
    const contexts: [string, string, string][] = [
      ['[', ']', 'a value'],
      ['{"a":', '}', 'a value'],
      ['{', '"a":1}', 'a property name in double quotes'],
      ['[1', ']', "',' or ']' after the array item"],
      ['{"a":1', '}', "',' or '}' after the property value"],
    ];
    fc.assert(
      fc.property(fc.constantFrom(...CONTROL_AND_FORMAT), fc.constantFrom(...contexts), (code, [before, after, expected]) => {
        expect(reasonOf(`${before}${String.fromCodePoint(code)}${after}`)).toBe(`Unexpected '${name(code)}'; expected ${expected}.`);
      }),
      { numRuns: 2000 },
    );
  });

  it('never shows an invisible character raw', () => {
    const invisible = fc.constantFrom(...CONTROL_AND_FORMAT, 0xa0, 0x2028, 0x2029, 0x3000, 0xd800, 0xdfff).map((code) => String.fromCodePoint(code));
    const piece = fc.oneof(invisible, fc.constantFrom('[', ']', '{', '}', '"', '\\', ':', ',', '1', 'a', 'true', ' '), fc.string({ unit: 'binary', maxLength: 2 }));
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 10 }), (pieces) => {
        const error = scanJsonError(pieces.join(''));
        if (error) expect(error.reason).not.toMatch(UNSHOWABLE);
      }),
      { numRuns: 2000 },
    );
  });
});
