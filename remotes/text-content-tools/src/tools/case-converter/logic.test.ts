import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  capitalize,
  convertAll,
  convertCase,
  isCaseMode,
  splitWords,
  toAlternatingCase,
  toCamelCase,
  toConstantCase,
  toKebabCase,
  toLower,
  toPascalCase,
  toSentenceCase,
  toSnakeCase,
  toTitleCase,
  toUpper,
  type CaseMode,
} from './logic';

describe('upper and lower case', () => {
  it.each([
    ['ÉCOLE ÉTÉ', 'école été'],
    ['STRASSE', 'strasse'],
    ['ẞ', 'ß'],
    ['ΟΔΟΣ', 'οδος'.slice(0, 3) + 'ς'],
    ['İstanbul', 'istanbul'],
    ['', ''],
  ])('lower %j → %j', (input, expected) => {
    expect(toLower(input)).toBe(expected);
  });

  it.each([
    ['école été', 'ÉCOLE ÉTÉ'],
    ['straße', 'STRASSE'],
    ['ﬁne', 'FINE'],
    ['123 ok!', '123 OK!'],
  ])('upper %j → %j', (input, expected) => {
    expect(toUpper(input)).toBe(expected);
  });

  it.each([
    ['KIRMIZI İP', 'kırmızı ip', 'lower'],
    ['istanbul ılık', 'İSTANBUL ILIK', 'upper'],
  ] as const)('Turkish rules: %j → %j', (input, expected, mode) => {
    expect(convertCase(input, mode, 'tr')).toBe(expected);
  });
});

describe('capitalize', () => {
  it.each([
    ['straße', 'Straße'],
    ['ßa', 'Ssa'],
    ['ǆungla', 'ǅungla'],
    ['ÉCOLE', 'École'],
    ['ﬁsh', 'Fish'],
    ['42nd', '42nd'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(capitalize(input)).toBe(expected);
  });

  it('uses the Turkish capital İ for i', () => {
    expect(capitalize('istanbul', 'tr')).toBe('İstanbul');
  });
});

describe('toTitleCase', () => {
  it.each([
    ['the lord of the rings', 'The Lord of the Rings'],
    ['a tale of two cities', 'A Tale of Two Cities'],
    ['what are you looking at', 'What Are You Looking At'],
    ['ÉCOLE ÉTÉ', 'École Été'],
    ["don't stop me now", "Don't Stop Me Now"],
    ['state-of-the-art design', 'State-of-the-Art Design'],
    ['star wars: a new hope', 'Star Wars: A New Hope'],
    ['first line of text\nthe second of them', 'First Line of Text\nThe Second of Them'],
    ['  spaced   out  ', '  Spaced   Out  '],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(toTitleCase(input)).toBe(expected);
  });
});

describe('toSentenceCase', () => {
  it.each([
    ['HELLO WORLD. HOW ARE YOU? fine!', 'Hello world. How are you? Fine!'],
    ['i think i\'m fine, i.e. ok', "I think I'm fine, i.e. ok"],
    ['first line\nsecond line', 'First line\nSecond line'],
    ['"quoted." next one', '"Quoted." Next one'],
    ['version 3.14 is out', 'Version 3.14 is out'],
    ['ÉCOLE ÉTÉ', 'École été'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(toSentenceCase(input)).toBe(expected);
  });
});

describe('splitWords', () => {
  it.each([
    ['hello world', ['hello', 'world']],
    ['fooBarBaz', ['foo', 'Bar', 'Baz']],
    ['XMLHttpRequest', ['XML', 'Http', 'Request']],
    ['snake_case-and.kebab', ['snake', 'case', 'and', 'kebab']],
    ['base64Encode utf8', ['base64', 'Encode', 'utf8']],
    ['2FA code', ['2FA', 'code']],
    ['HTML5Parser', ['HTML5', 'Parser']],
    ['ÉcoleÉté', ['École', 'Été']],
    ["don't stop", ['dont', 'stop']],
    ['  __--  ', []],
    ['日本Name', ['日本', 'Name']],
  ])('%j → %j', (input, expected) => {
    expect(splitWords(input)).toEqual(expected);
  });
});

describe('identifier cases', () => {
  it.each([
    ['Hello World', 'helloWorld', 'HelloWorld', 'hello_world', 'hello-world', 'HELLO_WORLD'],
    ['XMLHttpRequest', 'xmlHttpRequest', 'XmlHttpRequest', 'xml_http_request', 'xml-http-request', 'XML_HTTP_REQUEST'],
    ['  user_id  ', 'userId', 'UserId', 'user_id', 'user-id', 'USER_ID'],
    ['école été', 'écoleÉté', 'ÉcoleÉté', 'école_été', 'école-été', 'ÉCOLE_ÉTÉ'],
    ['straße nummer 5', 'straßeNummer5', 'StraßeNummer5', 'straße_nummer_5', 'straße-nummer-5', 'STRASSE_NUMMER_5'],
    ['point x y', 'pointXy', 'PointXy', 'point_x_y', 'point-x-y', 'POINT_X_Y'],
    ['chapter 1 a', 'chapter1a', 'Chapter1a', 'chapter_1_a', 'chapter-1-a', 'CHAPTER_1_A'],
    ['!!!', '', '', '', '', ''],
  ])('%j → %s %s %s %s %s', (input, camel, pascal, snake, kebab, constant) => {
    expect(toCamelCase(input)).toBe(camel);
    expect(toPascalCase(input)).toBe(pascal);
    expect(toSnakeCase(input)).toBe(snake);
    expect(toKebabCase(input)).toBe(kebab);
    expect(toConstantCase(input)).toBe(constant);
  });

  it('follows Turkish rules when asked', () => {
    expect(toConstantCase('iyi günler', 'tr')).toBe('İYİ_GÜNLER');
    expect(toSnakeCase('IŞIK', 'tr')).toBe('ışık');
  });
});

describe('toAlternatingCase', () => {
  it.each([
    ['alternating', 'aLtErNaTiNg'],
    ['hello world', 'hElLo WoRlD'],
    ['a1b2c3', 'a1B2c3'],
    ['straße', 'sTrAßE'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(toAlternatingCase(input)).toBe(expected);
  });
});

describe('convertAll and modes', () => {
  it('gives every mode at once', () => {
    const all = convertAll('hello world');
    expect(all).toEqual({
      upper: 'HELLO WORLD',
      lower: 'hello world',
      title: 'Hello World',
      sentence: 'Hello world',
      camel: 'helloWorld',
      pascal: 'HelloWorld',
      snake: 'hello_world',
      kebab: 'hello-world',
      constant: 'HELLO_WORLD',
      alternating: 'hElLo WoRlD',
    });
  });

  it.each([
    ['camel', true],
    ['upper', true],
    ['Camel', false],
    ['', false],
    ['toString', false],
  ])('isCaseMode(%j) is %s', (value, expected) => {
    expect(isCaseMode(value)).toBe(expected);
  });
});

describe('properties', () => {
  const identifierCases: CaseMode[] = ['camel', 'pascal', 'snake', 'kebab', 'constant'];
  const unicodeText = fc
    .array(
      fc.constantFrom('a', 'b', 'Z', 'Q', 'é', 'É', 'ß', 'ı', 'İ', 'i', 'I', 'ǆ', 'Ω', 'ж', 'Ж', '日', '本', '1', '9', ' ', '_', '-', '.', "'", 'x', 'Y', 'e\u0301'),
      { maxLength: 30 },
    )
    .map((parts) => parts.join(''));

  it.each(identifierCases)('%s is idempotent on ASCII text', (mode) => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const once = convertCase(text, mode);
        expect(convertCase(once, mode)).toBe(once);
      }),
      { numRuns: 400 },
    );
  });

  it.each(identifierCases)('%s is idempotent on accented, Greek, Cyrillic and CJK text', (mode) => {
    fc.assert(
      fc.property(unicodeText, fc.constantFrom('standard', 'tr' as const), (text, language) => {
        const once = convertCase(text, mode, language);
        expect(convertCase(once, mode, language)).toBe(once);
      }),
      { numRuns: 400 },
    );
  });

  it('round trips snake → camel → snake for ASCII identifiers', () => {
    const firstWord = fc.stringMatching(/^[a-z][a-z0-9]{0,8}$/);
    // Later words start with two letters: "a1_b2" gives "a1B2", which reads back as one word.
    const laterWord = fc.stringMatching(/^[a-z]{2}[a-z0-9]{0,7}$/);
    fc.assert(
      fc.property(firstWord, fc.array(laterWord, { maxLength: 6 }), (first, rest) => {
        const snake = [first, ...rest].join('_');
        expect(toSnakeCase(toCamelCase(snake))).toBe(snake);
        if (first.length > 1) expect(toSnakeCase(toPascalCase(snake))).toBe(snake);
        expect(toKebabCase(toCamelCase(toKebabCase(snake)))).toBe(toKebabCase(snake));
      }),
    );
  });

  it('keeps letters and digits when changing plain case', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        expect(toUpper(toLower(text))).toBe(toUpper(text));
        expect(toLower(toTitleCase(text))).toBe(toLower(text));
        expect(toLower(toSentenceCase(text))).toBe(toLower(text));
        expect(toLower(toAlternatingCase(text))).toBe(toLower(text));
      }),
    );
  });
});
