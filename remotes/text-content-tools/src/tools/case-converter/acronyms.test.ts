import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toSentenceCase, toTitleCase } from './logic';

// Words in capitals (two or more capital letters, digits allowed: NASA, USA, HTML5, 2FA, and
// NASA's) are kept by Title and Sentence case. Three or more such words in a row, or a text
// with no small letters at all, read as shouting and are converted as before.
describe('all-caps words in Title Case', () => {
  it.each([
    ['the NASA mission to mars', 'The NASA Mission to Mars'],
    ['a trip to the USA and the UK', 'A Trip to the USA and the UK'],
    ['learn HTML5 and CSS with 2FA on', 'Learn HTML5 and CSS with 2FA On'],
    ["NASA's new rocket", "NASA's New Rocket"],
    ['NASA JPL news', 'NASA JPL News'],
    ['the ÉTÉ festival', 'The ÉTÉ Festival'],
    ['a Ph.D. in AI', 'A Ph.D. In AI'],
    // Shouting: three capital words in a row, or nothing in small letters.
    ['HELLO WORLD. HOW ARE YOU? fine!', 'Hello World. How Are You? Fine!'],
    ['I LOVE NASA so much', 'I Love Nasa so Much'],
    ['NASA', 'Nasa'],
    ['ÉCOLE ÉTÉ', 'École Été'],
    ['DON\'T STOP', "Don't Stop"],
    // One capital letter is not a word in capitals.
    ['plan B and part A', 'Plan B and Part A'],
  ])('%j → %j', (input, expected) => {
    expect(toTitleCase(input)).toBe(expected);
  });
});

describe('all-caps words in Sentence case', () => {
  it.each([
    ['the NASA mission. it went to the USA.', 'The NASA mission. It went to the USA.'],
    ["NASA's budget grew", "NASA's budget grew"],
    ['use HTML5 today', 'Use HTML5 today'],
    ['we visited the US. it was fun', 'We visited the US. It was fun'],
    ['NASA JPL news', 'NASA JPL news'],
    // Without a dictionary, one shouted word looks like an acronym: it is kept too.
    ['"QUOTED." next one', '"QUOTED." Next one'],
    ['HELLO WORLD. HOW ARE YOU? fine!', 'Hello world. How are you? Fine!'],
    ['I LOVE NASA so much', 'I love nasa so much'],
    ['NASA', 'Nasa'],
    ['plan B and part A', 'Plan b and part a'],
  ])('%j → %j', (input, expected) => {
    expect(toSentenceCase(input)).toBe(expected);
  });

  it('keeps them with the Turkish rules too', () => {
    expect(toSentenceCase('NASA ile GÖREV başladı', 'tr')).toBe('NASA ile GÖREV başladı');
    expect(toTitleCase('NASA ile görev', 'tr')).toBe('NASA İle Görev');
  });
});

describe('all-caps properties', () => {
  const smallWord = fc.stringMatching(/^[a-z][a-z']{0,7}$/).filter((word) => !word.endsWith("'"));
  const acronym = fc.stringMatching(/^[A-Z][A-Z0-9]{0,3}[A-Z]$/);
  const separator = fc.constantFrom(' ', ', ', '. ', ': ', '\n', ' - ', '! ');

  it('Title Case of a text without words in capitals is idempotent', () => {
    const noCaps = fc
      .array(fc.tuple(fc.oneof(smallWord, fc.stringMatching(/^[A-Z][a-z]{0,6}$/), fc.constantFrom('é', 'straße', 'ǆungla', 'i', '3.14')), separator), { maxLength: 12 })
      .map((parts) => parts.map(([word, gap]) => word + gap).join(''));
    fc.assert(
      fc.property(noCaps, (text) => {
        const once = toTitleCase(text);
        expect(toTitleCase(once)).toBe(once);
      }),
      { numRuns: 500 },
    );
  });

  it('words in capitals next to small words survive Title and Sentence case unchanged', () => {
    // Each word in capitals is followed by a small word, so none of them is part of shouting.
    const text = fc
      .array(fc.tuple(fc.option(acronym, { nil: undefined }), smallWord, separator), { minLength: 1, maxLength: 10 })
      .map((parts) => {
        let out = '';
        const kept: Array<[number, string]> = [];
        for (const [caps, word, gap] of parts) {
          if (caps) {
            kept.push([out.length, caps]);
            out += `${caps} `;
          }
          out += word + gap;
        }
        return { out, kept };
      });
    fc.assert(
      fc.property(text, ({ out, kept }) => {
        for (const convert of [toTitleCase, toSentenceCase]) {
          const converted = convert(out);
          expect(converted.length).toBe(out.length);
          for (const [at, caps] of kept) expect(converted.slice(at, at + caps.length)).toBe(caps);
        }
      }),
      { numRuns: 500 },
    );
  });
});
