import fc from 'fast-check';

/** Halves of a character pair on their own (the first and last high and low): what a broken copy or a string cut mid-pair leaves. */
export const LONE_SURROGATES = ['\uD800', '\uDBFF', '\uDC00', '\uDFFF'] as const;

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const codePoint = fc.string({ unit: 'binary', minLength: 1, maxLength: 1 });

/**
 * Any text a visitor may type or paste, for property tests of what writes it somewhere: every
 * code point, plus lone surrogates (fast-check's strings never hold one) alone, in text, and
 * mixed through it, where a high and a low half may also meet back to front.
 */
export function hostileText(options: { maxLength?: number } = {}): fc.Arbitrary<string> {
  const { maxLength = 40 } = options;
  const text = fc.string({ unit: 'binary', maxLength });
  return fc.oneof(
    text,
    loneSurrogate,
    fc.tuple(text, loneSurrogate, text).map(([before, half, after]) => before + half + after),
    fc.string({ unit: fc.oneof(codePoint, loneSurrogate), maxLength }),
  );
}
