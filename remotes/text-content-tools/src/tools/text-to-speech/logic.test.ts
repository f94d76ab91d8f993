import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MAX_CHUNK_LENGTH,
  PITCH,
  RATE,
  VOLUME,
  chunkIndexAt,
  chunksOfRange,
  formatSetting,
  groupVoices,
  isSpeakable,
  listeningTime,
  normalizeLang,
  parseSetting,
  pickVoice,
  splitIntoChunks,
  spokenRange,
  voiceLabel,
  type VoiceInfo,
} from './logic';

const voice = (name: string, lang: string, extra: Partial<VoiceInfo> = {}): VoiceInfo => ({
  voiceURI: name,
  name,
  lang,
  default: false,
  localService: true,
  ...extra,
});

const texts = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 800 }),
  fc
    .array(fc.oneof(fc.stringMatching(/^[A-Za-zé]{1,15}$/), fc.constantFrom('.', '!', '?', ',', ' ', '\n', '…', '👍🏽', '。')), {
      maxLength: 400,
    })
    .map((parts) => parts.join(' ')),
  fc.string({ unit: 'binary', minLength: 190, maxLength: 700 }),
);

describe('splitIntoChunks', () => {
  it.each([
    ['', []],
    ['Hello world.', [{ text: 'Hello world.', start: 0 }]],
    ['One. Two! Three?', [{ text: 'One. Two! Three?', start: 0 }]],
  ])('chunks %j', (text, expected) => {
    expect(splitIntoChunks(text)).toEqual(expected);
  });

  it('keeps whole sentences together while they fit', () => {
    const text = 'First sentence here. Second sentence here. Third one.';
    expect(splitIntoChunks(text, 45, 'en').map((chunk) => chunk.text)).toEqual(['First sentence here. Second sentence here. ', 'Third one.']);
  });

  it.each([
    ['a clause mark', 'Alpha beta gamma, delta epsilon zeta eta theta iota', 30, 'Alpha beta gamma, '],
    ['a space', 'Alpha beta gamma delta epsilon zeta eta theta iota', 30, 'Alpha beta gamma delta epsilon '],
    ['anywhere when there is no space', 'x'.repeat(70), 30, 'x'.repeat(30)],
    ['never inside an emoji', `${'x'.repeat(29)}😀${'y'.repeat(40)}`, 30, 'x'.repeat(29)],
  ])('cuts a long sentence at %s', (_name, text, max, first) => {
    expect(splitIntoChunks(text, max)[0]?.text).toBe(first);
  });

  it('covers the text exactly, with true offsets and short chunks', () => {
    fc.assert(
      fc.property(texts, fc.integer({ min: 20, max: 250 }), (text, max) => {
        const chunks = splitIntoChunks(text, max);
        expect(chunks.map((chunk) => chunk.text).join('')).toBe(text);
        for (const chunk of chunks) {
          expect(text.slice(chunk.start, chunk.start + chunk.text.length)).toBe(chunk.text);
          expect(chunk.text.length).toBeGreaterThan(0);
          // A sentence's trailing spaces may ride along; the words never pass the limit.
          expect(chunk.text.trimEnd().length).toBeLessThanOrEqual(max + 1);
        }
      }),
    );
  });

  it('offsets a selection within the full text', () => {
    fc.assert(
      fc.property(texts, fc.nat(), fc.nat(), (text, a, b) => {
        const from = Math.min(a, b) % (text.length + 1);
        const to = Math.max(from, Math.max(a, b) % (text.length + 1));
        const chunks = chunksOfRange(text, from, to);
        expect(chunks.map((chunk) => chunk.text).join('')).toBe(text.slice(from, to));
        for (const chunk of chunks) expect(text.slice(chunk.start, chunk.start + chunk.text.length)).toBe(chunk.text);
      }),
    );
  });

  it('keeps every chunk of a long article under the limit', () => {
    const article = Array.from({ length: 60 }, (_, i) => `Sentence number ${i} talks about speech synthesis in browsers.`).join(' ');
    const chunks = splitIntoChunks(article);
    expect(chunks.length).toBeGreaterThan(10);
    expect(chunks.every((chunk) => chunk.text.trimEnd().length <= MAX_CHUNK_LENGTH)).toBe(true);
    expect(chunks.every((chunk) => /[.!?]\s*$/.test(chunk.text))).toBe(true);
  });
});

describe('spokenRange', () => {
  const full = 'Intro text. Hello brave new world.';
  const chunk = { text: 'Hello brave new world.', start: 12 };
  it.each([
    [0, undefined, 'Hello'],
    [6, undefined, 'brave'],
    [6, 5, 'brave'],
    [5, undefined, 'brave'],
    [16, undefined, 'world'],
    [16, 99, 'world.'],
    [-3, undefined, 'Hello'],
    [500, undefined, ''],
    [Number.NaN, undefined, 'Hello'],
  ])('charIndex %d, charLength %s marks %j', (charIndex, charLength, word) => {
    const range = spokenRange(chunk, charIndex, charLength);
    expect(full.slice(range.start, range.end)).toBe(word);
  });

  it('maps every boundary inside any chunk back onto the same characters of the full text', () => {
    fc.assert(
      fc.property(texts, fc.nat(), fc.nat(), (text, pick, offset) => {
        const chunks = splitIntoChunks(text, 80);
        fc.pre(chunks.length > 0);
        const chunk = chunks[pick % chunks.length]!;
        const index = offset % (chunk.text.length + 1);
        const range = spokenRange(chunk, index);
        expect(range.start).toBeGreaterThanOrEqual(chunk.start + index);
        expect(range.end).toBeLessThanOrEqual(chunk.start + chunk.text.length);
        const local = range.start - chunk.start;
        expect(text.slice(range.start, range.end)).toBe(chunk.text.slice(local, local + range.end - range.start));
        if (range.end > range.start) expect(chunkIndexAt(chunks, range.start)).toBe(chunks.indexOf(chunk));
      }),
    );
  });
});

describe('chunkIndexAt', () => {
  const chunks = [
    { text: 'One. ', start: 0 },
    { text: 'Two. ', start: 5 },
    { text: 'Three.', start: 10 },
  ];
  it.each([
    [0, 0],
    [4, 0],
    [5, 1],
    [12, 2],
    [99, 2],
  ])('offset %i is in chunk %i', (offset, index) => {
    expect(chunkIndexAt(chunks, offset)).toBe(index);
  });
});

describe('isSpeakable', () => {
  it.each([
    ['Hello', true],
    ['42', true],
    ['日本', true],
    ['  \n ', false],
    ['... !?', false],
    ['', false],
  ])('%j → %s', (text, expected) => {
    expect(isSpeakable(text)).toBe(expected);
  });
});

describe('voices', () => {
  const voices = [
    voice('Thomas', 'fr-FR'),
    voice('Daniel', 'en-GB'),
    voice('Samantha', 'en-US', { default: true }),
    voice('Google US English', 'en-US', { localService: false }),
    voice('Anna', 'de_DE'),
    voice('Karen', 'en-AU'),
  ];

  it('groups by language, the page language first, regions in order', () => {
    const groups = groupVoices(voices, 'de-AT');
    expect(groups.map((group) => [group.language, group.label])).toEqual([
      ['de', 'German'],
      ['en', 'English'],
      ['fr', 'French'],
    ]);
    expect(groups[1]?.voices.map((entry) => entry.name)).toEqual(['Karen', 'Daniel', 'Google US English', 'Samantha']);
    expect(groupVoices([], 'en')).toEqual([]);
  });

  it.each([
    ['en-US', undefined, 'Samantha'],
    ['en-GB', undefined, 'Daniel'],
    ['en', undefined, 'Samantha'],
    ['fr-CA', undefined, 'Thomas'],
    ['de-DE', undefined, 'Anna'],
    ['ja-JP', undefined, 'Samantha'],
    ['en-US', 'Karen', 'Karen'],
    ['en-US', 'Missing voice', 'Samantha'],
  ])('page %s asking for %s picks %s', (pageLang, requested, name) => {
    expect(pickVoice(voices, pageLang, requested)?.name).toBe(name);
  });

  it('prefers a voice that works offline, and picks nothing from nothing', () => {
    expect(pickVoice([voice('Online', 'en-US', { localService: false }), voice('Local', 'en-US')], 'en-US')?.name).toBe('Local');
    expect(pickVoice([], 'en')).toBeUndefined();
  });

  it('always picks one of the voices when there are any', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.string({ minLength: 1 }), lang: fc.constantFrom('en-US', 'fr-FR', 'de', 'pt_BR', ''), default: fc.boolean(), localService: fc.boolean() }), { minLength: 1 }),
        fc.constantFrom('en', 'fr-FR', 'pt-BR', 'zz'),
        (list, pageLang) => {
          const infos = list.map((entry) => ({ ...entry, voiceURI: entry.name }));
          expect(infos).toContain(pickVoice(infos, pageLang));
          expect(groupVoices(infos, pageLang).flatMap((group) => group.voices)).toHaveLength(infos.length);
        },
      ),
    );
  });

  it.each([
    [voice('Samantha', 'en-US', { default: true }), 'Samantha (US, default)'],
    [voice('Google UK English Male', 'en-GB', { localService: false }), 'Google UK English Male (GB, online)'],
    [voice('Plain', 'en'), 'Plain'],
  ])('labels %j', (entry, label) => {
    expect(voiceLabel(entry)).toBe(label);
  });

  it.each([
    ['en_US', 'en-US'],
    [' fr-FR ', 'fr-FR'],
  ])('normalizes %j', (lang, expected) => {
    expect(normalizeLang(lang)).toBe(expected);
  });
});

describe('settings', () => {
  it.each([
    [null, RATE, 1],
    ['', RATE, 1],
    ['1.5', RATE, 1.5],
    ['1.234', RATE, 1.2],
    ['9', RATE, 2],
    ['0', RATE, 0.5],
    ['fast', RATE, 1],
    ['Infinity', RATE, 1],
    ['0', PITCH, 0],
    ['0.33', VOLUME, 0.35],
    ['-1', VOLUME, 0],
  ])('parseSetting(%j) → %s', (raw, range, expected) => {
    expect(parseSetting(raw, range)).toBe(expected);
  });

  it('keeps any value in range and on a step', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(RATE, PITCH, VOLUME), (raw, range) => {
        const value = parseSetting(raw, range);
        expect(value).toBeGreaterThanOrEqual(range.min);
        expect(value).toBeLessThanOrEqual(range.max);
        expect(parseSetting(formatSetting(value), range)).toBe(value);
      }),
    );
  });

  it.each([
    ['', 1, ''],
    ['one two three', 1, 'about 1 s'],
    [Array(160).fill('word').join(' '), 1, 'about 1 min'],
    [Array(240).fill('word').join(' '), 1, 'about 1 min 30 s'],
    [Array(160).fill('word').join(' '), 2, 'about 30 s'],
  ])('listening time of %#', (text, rate, expected) => {
    expect(listeningTime(text, rate)).toBe(expected);
  });
});
