import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_FIELD_INPUT, decodeEntities, htmlToText, truncateText } from './text.mjs';

describe('decodeEntities', () => {
  it.each([
    ['Tom &amp; Jerry', 'Tom & Jerry'],
    ['&lt;b&gt;', '<b>'],
    ['it&#8217;s &#x201C;ok&#x201d;', 'it’s “ok”'],
    ['a&nbsp;b', 'a\u00A0b'],
    // Names are case-sensitive in HTML: &NBSP; is not one, &AMP; is.
    ['&hellip;&mdash;&NBSP;&AMP;', '…—&NBSP;&'],
    ['&unknown; stays', '&unknown; stays'],
    ['&#0; &#xD800; &#99999999;', '\uFFFD \uFFFD \uFFFD'],
    ['&#x6A;avascript:', 'javascript:'],
    ['&amp;lt;', '&lt;'],
    ['no entities', 'no entities'],
  ])('%j → %j', (input, expected) => {
    expect(decodeEntities(input)).toBe(expected);
  });
});

describe('htmlToText', () => {
  it.each([
    ['<p>One</p><p>Two</p>', 'One Two'],
    ['<b>bold</b> &amp; <i>it</i>', 'bold & it'],
    ['before<script>alert("x")</script>after', 'before after'],
    ['<style>p{}</style>text', 'text'],
    ['a<!-- hidden -->b', 'a b'],
    ['line\n\n  break\t tabs', 'line break tabs'],
    ['5 < 6 and 7 > 3', '5 < 6 and 7 > 3'],
    // Escaped markup is markup too, however many times it was escaped: never a tag in the output.
    ['&lt;script&gt;alert(1)&lt;/script&gt;x', 'x'],
    ['&amp;lt;img src=x onerror=alert(1)&amp;gt;y', 'y'],
    ['&amp;amp;lt;b&amp;amp;gt;z', 'z'],
    ['<img src=x onerror=alert(1)>pic', 'pic'],
    ['a&nbsp;b', 'a b'],
    ['<a<a<a<a unclosed', '<a<a<a<a unclosed'],
    ['1 &lt; 2', '1 < 2'],
    ['ctrl\u0007char', 'ctrlchar'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(htmlToText(input)).toBe(expected);
  });

  it('stays fast on a megabyte of unclosed tags', () => {
    const started = performance.now();
    const text = htmlToText('<a'.repeat(500_000));
    expect(text.length).toBeLessThanOrEqual(MAX_FIELD_INPUT);
    expect(text.startsWith('<a<a')).toBe(true);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('never leaves a tag behind, however the input is encoded', () => {
    const pieces = fc.constantFrom('<', '>', '&lt;', '&gt;', '&amp;', 'script', 'img ', '/', 'b', ' ', '=', 'x');
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 30 }), (parts) => {
        expect(htmlToText(parts.join(''))).not.toMatch(/<\/?[a-z!?][^<>]*>/i);
      }),
    );
  });

  it('never leaves a tag behind nor runs of whitespace', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom('<p>', '</p>', '<br/>', '<a href="x">', ' ', '\n'), fc.string({ maxLength: 8 }).filter((s) => !/[<>&]/.test(s)))), (parts) => {
        const text = htmlToText(parts.join(''));
        expect(text).not.toMatch(/<\/?[a-z][^>]*>/i);
        expect(text).not.toMatch(/\s{2,}/);
        expect(text).toBe(text.trim());
      }),
    );
  });
});

describe('truncateText', () => {
  it.each([
    ['short', 10, 'short'],
    ['exactly ten', 11, 'exactly ten'],
    ['the quick brown fox jumps', 12, 'the quick…'],
    ['abcdefghijklmnop', 8, 'abcdefg…'],
    ['word, another', 7, 'word…'],
    ['anything', 1, '…'],
    ['anything', 0, ''],
  ])('%j at %i → %j', (text, max, expected) => {
    expect(truncateText(text, max)).toBe(expected);
  });

  it('never exceeds the limit and keeps a prefix of the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.integer({ min: 2, max: 300 }), (text, max) => {
        const cut = truncateText(text, max);
        expect(Array.from(cut).length).toBeLessThanOrEqual(max);
        if (Array.from(text).length <= max) expect(cut).toBe(text);
        else expect(text.startsWith(cut.slice(0, -1))).toBe(true);
      }),
    );
  });
});
