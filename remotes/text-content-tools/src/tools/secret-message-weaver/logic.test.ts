import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MARKER,
  MAX_SECRET_BYTES,
  MESSAGES,
  SYMBOLS,
  bytesToInvisible,
  checkSecret,
  countInvisible,
  crc32,
  findSecret,
  invisibleFrame,
  invisibleToBytes,
  mapInvisible,
  newLockKey,
  openLocked,
  packFrame,
  unpackFrame,
  weaveLocked,
  weavePlain,
  type Placement,
} from './logic';

const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/g;
const visible = (text: string) => text.replace(INVISIBLE, '');
/** Few iterations keep the property tests quick; the format stores the count, so decoding follows it. */
const FAST = 1_000;
const counter = () => {
  let n = 0;
  return (length: number) => Uint8Array.from({ length }, () => n++ & 0xff);
};
const placements = fc.constantFrom<Placement>('first-word', 'spread');
/** Cover texts of words and ordinary spaces, never already holding invisible characters. */
const cover = fc.array(fc.stringMatching(/^[A-Za-zÀ-ÿ0-9,.!?'’-]{1,12}$/), { minLength: 0, maxLength: 12 }).map((words) => words.join(' '));
const encoder = new TextEncoder();

describe('crc32', () => {
  it.each([
    ['', 0x00000000],
    ['a', 0xe8b7be43],
    ['123456789', 0xcbf43926],
    ['The quick brown fox jumps over the lazy dog', 0x414fa339],
  ])('crc32(%j) is %i', (text, expected) => {
    expect(crc32(encoder.encode(text))).toBe(expected);
  });
});

describe('invisible symbols', () => {
  it.each([
    [[0], SYMBOLS[0].repeat(4)],
    [[0xff], SYMBOLS[3].repeat(4)],
    [[0b00_01_10_11], SYMBOLS.join('')],
  ])('byte %j becomes four symbols', (bytes, expected) => {
    expect(bytesToInvisible(Uint8Array.from(bytes))).toBe(expected);
  });

  it('drops a trailing partial byte and ignores other characters', () => {
    expect([...invisibleToBytes(`${SYMBOLS.join('x')}${SYMBOLS[1]}`)]).toEqual([0b00_01_10_11]);
  });

  it('round-trips any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const hidden = bytesToInvisible(bytes);
        expect(hidden).toHaveLength(bytes.length * 4);
        expect(invisibleToBytes(hidden)).toEqual(bytes);
      }),
    );
  });
});

describe('frames', () => {
  it('round-trips any body and ignores trailing bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.boolean(), fc.uint8Array({ maxLength: 8 }), (body, encrypted, tail) => {
        const frame = packFrame(body, encrypted);
        const withTail = new Uint8Array([...frame, ...tail]);
        const unpacked = unpackFrame(withTail);
        expect(unpacked).toEqual({ ok: true, size: frame.length, frame: { version: 1, encrypted, body } });
      }),
    );
  });

  it('detects any single flipped bit', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 120 }), fc.boolean(), fc.nat(), (body, encrypted, seed) => {
        const frame = packFrame(body, encrypted);
        const bit = seed % (frame.length * 8);
        frame[bit >> 3]! ^= 1 << (bit & 7);
        const unpacked = unpackFrame(frame);
        expect(unpacked.ok).toBe(false);
      }),
    );
  });

  it('calls every cut-short frame truncated', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 120 }), fc.nat(), (body, seed) => {
        const frame = packFrame(body, false);
        const cut = seed % frame.length;
        expect(unpackFrame(frame.slice(0, cut))).toEqual({ ok: false, problem: 'truncated' });
      }),
    );
  });

  it.each([
    ['version 2', (frame: Uint8Array) => (frame[0] = 2), 'checksum'],
    ['an absurd length', (frame: Uint8Array) => (frame[2] = 0xff), 'too-long'],
  ])('reports %s', (_name, damage, problem) => {
    const frame = packFrame(encoder.encode('hi'), false);
    damage(frame);
    expect(unpackFrame(frame)).toEqual({ ok: false, problem });
  });

  it('reports a newer format when the checksum agrees', () => {
    const frame = packFrame(encoder.encode('hi'), false);
    frame[0] = 2;
    const fixed = new Uint8Array(frame.length);
    fixed.set(frame);
    new DataView(fixed.buffer).setUint32(frame.length - 4, crc32(frame.subarray(0, frame.length - 4)));
    expect(unpackFrame(fixed)).toEqual({ ok: false, problem: 'version' });
    const text = `Hello${MARKER}${bytesToInvisible(fixed)} world`;
    expect(findSecret(text)).toEqual({ kind: 'unsupported', message: MESSAGES.unsupported });
  });
});

describe('hiding and finding a plain secret', () => {
  it('keeps the cover text looking the same, whatever the placement', () => {
    fc.assert(
      fc.property(cover, fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }), placements, (text, secret, placement) => {
        const woven = weavePlain(text, secret, placement);
        expect(visible(woven.text)).toBe(text);
        expect(woven.hiddenChars).toBe(countInvisible(woven.text));
        expect(findSecret(woven.text)).toEqual({ kind: 'message', message: secret });
      }),
    );
  });

  it('round-trips any unicode message, with noise around it', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }),
        placements,
        fc.constantFrom('', 'Team 👩‍💻 ready. ', 'می‌خواهم ', '\u200B', 'Intro ‎text. '),
        fc.constantFrom('', ' 👨‍👩‍👧 end', ' Ende.\u200D'),
        (secret, placement, before, after) => {
          const woven = weavePlain('Meet me at the old oak tree', secret, placement).text;
          expect(findSecret(before + woven + after)).toEqual({ kind: 'message', message: secret });
        },
      ),
    );
  });

  it.each([
    ['first-word', 'Hello world, nice day', `Hello${MARKER}`],
    ['first-word', 'Solo', `Solo${MARKER}`],
    ['spread', 'Solo', `Solo${MARKER}`],
    ['first-word', '  padded start', `  padded${MARKER}`],
  ] as const)('%s placement in %j starts with %j', (placement, text, start) => {
    expect(weavePlain(text, 'x', placement).text.startsWith(start)).toBe(true);
  });

  it('spreads pieces over the gaps between words', () => {
    const woven = weavePlain('one two three four five six', 'secret', 'spread').text;
    const runs = woven.match(/[\u200B-\u200D\u2060\uFEFF]+/g) ?? [];
    expect(runs).toHaveLength(5);
    expect(woven.split(' ').every((word) => /^[a-z]+[\u200B-\u200D\u2060\uFEFF]*$/.test(word))).toBe(true);
  });

  it('replaces a message the cover text already held', () => {
    const first = weavePlain('Meet me at noon', 'old', 'spread').text;
    const second = weavePlain(first, 'new', 'first-word');
    expect(second.removed).toBeGreaterThan(0);
    expect(findSecret(second.text)).toEqual({ kind: 'message', message: 'new' });
  });

  it.each([
    ['', 0],
    ['Just ordinary words.', 0],
    ['Team 👩‍💻 and 👨‍👩‍👧', 3],
    ['Soft\u00ADhyphen and \u200Eleft mark', 2],
  ])('finds nothing in %j and counts %i invisible characters', (text, invisible) => {
    expect(findSecret(text)).toEqual({ kind: 'none', invisible });
  });

  it('says a cut-short message is damaged', () => {
    const woven = weavePlain('Meet me at the old oak tree', 'the key is under the mat', 'first-word').text;
    const start = woven.indexOf(MARKER);
    fc.assert(
      fc.property(fc.integer({ min: start + 1, max: start + 40 }), (cut) => {
        expect(findSecret(woven.slice(0, cut))).toEqual({ kind: 'damaged', message: MESSAGES.truncated });
      }),
    );
  });

  it('says a changed invisible character is damage', () => {
    const woven = weavePlain('Meet me at the old oak tree', 'the key is under the mat', 'spread').text;
    const positions = [...woven].flatMap((char, index) => (SYMBOLS.includes(char as never) ? [index] : []));
    fc.assert(
      fc.property(fc.constantFrom(...positions), fc.integer({ min: 1, max: 3 }), (at, shift) => {
        const chars = [...woven];
        const value = SYMBOLS.indexOf(chars[at] as (typeof SYMBOLS)[number]);
        chars[at] = SYMBOLS[(value + shift) % 4]!;
        const found = findSecret(chars.join(''));
        expect(found.kind).toBe('damaged');
      }),
    );
  });

  it('skips a damaged frame when an intact one follows', () => {
    const broken = `${MARKER}${SYMBOLS[0].repeat(12)}`;
    const good = weavePlain('Second part here', 'kept', 'first-word').text;
    expect(findSecret(`First ${broken} part. ${good}`)).toEqual({ kind: 'message', message: 'kept' });
  });

  it('reads a bare invisible frame pasted on its own', () => {
    expect(findSecret(invisibleFrame(encoder.encode('bare'), false))).toEqual({ kind: 'message', message: 'bare' });
  });

  it('calls a frame holding bytes that are not text damaged', () => {
    expect(findSecret(`Hi${invisibleFrame(Uint8Array.from([0xff, 0xfe]), false)} there`)).toEqual({
      kind: 'damaged',
      message: MESSAGES.unreadable,
    });
  });
});

describe('checkSecret', () => {
  it.each([
    ['', MESSAGES.emptySecret],
    ['hello', null],
    ['é'.repeat(MAX_SECRET_BYTES / 2), null],
    ['a'.repeat(MAX_SECRET_BYTES + 1), 'The secret is too long: 8,193 bytes, and at most 8,192 fit. Shorten it a little.'],
  ])('checkSecret(%#)', (secret, expected) => {
    expect(checkSecret(secret)).toBe(expected);
  });
});

describe('locking with a passphrase', () => {
  it('round-trips any unicode message and passphrase', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 16 }),
        placements,
        async (secret, passphrase, placement) => {
          const key = await newLockKey(passphrase, undefined, FAST);
          const woven = await weaveLocked('Lovely weather today', secret, placement, key);
          expect(visible(woven.text)).toBe('Lovely weather today');
          const found = findSecret(woven.text);
          expect(found.kind).toBe('locked');
          if (found.kind !== 'locked') return;
          expect(await openLocked(found.body, passphrase)).toEqual({ ok: true, message: secret });
        },
      ),
      { numRuns: 15 },
    );
  });

  it('stores a random salt and IV and never the plain text', async () => {
    const key = await newLockKey('pass', counter(), FAST);
    const woven = await weaveLocked('Lovely weather', 'plain words', 'first-word', key, counter());
    const found = findSecret(woven.text);
    if (found.kind !== 'locked') throw new Error('expected a locked message');
    expect([...found.body.slice(0, 4)]).toEqual([0, 0, 0x03, 0xe8]);
    expect([...found.body.slice(4, 20)]).toEqual(Array.from({ length: 16 }, (_, i) => i));
    expect([...found.body.slice(20, 32)]).toEqual(Array.from({ length: 12 }, (_, i) => i));
    expect(new TextDecoder().decode(found.body)).not.toContain('plain words');
  });

  it.each([
    ['a wrong passphrase', 'Swordfish', MESSAGES.wrongPassphrase],
    ['a different case', 'swordfisH', MESSAGES.wrongPassphrase],
    ['no passphrase', '', 'Type the passphrase the sender gave you.'],
  ])('refuses %s', async (_name, passphrase, message) => {
    const key = await newLockKey('swordfish', undefined, FAST);
    const found = findSecret((await weaveLocked('Lovely weather', 'hidden', 'spread', key)).text);
    if (found.kind !== 'locked') throw new Error('expected a locked message');
    expect(await openLocked(found.body, passphrase)).toEqual({ ok: false, message });
  });

  it('accepts the passphrase typed with decomposed accents', async () => {
    const key = await newLockKey('caf\u00e9', undefined, FAST);
    const found = findSecret((await weaveLocked('Hi there', 'ok', 'first-word', key)).text);
    if (found.kind !== 'locked') throw new Error('expected a locked message');
    expect(await openLocked(found.body, 'cafe\u0301')).toEqual({ ok: true, message: 'ok' });
  });

  it('calls a locked body too short to hold a tag damaged', async () => {
    expect(await openLocked(new Uint8Array(20), 'x')).toEqual({ ok: false, message: MESSAGES.checksum });
  });
});

describe('mapInvisible', () => {
  it.each([
    ['', [], false],
    ['plain', [{ kind: 'text', text: 'plain' }], false],
    [
      `Hi${MARKER}\u200B\u200B there`,
      [
        { kind: 'text', text: 'Hi' },
        { kind: 'hidden', count: 3, names: ['zero-width no-break space', 'zero-width space'] },
        { kind: 'text', text: ' there' },
      ],
      false,
    ],
    ['a\u200Eb', [{ kind: 'text', text: 'a' }, { kind: 'hidden', count: 1, names: ['U+200E'] }, { kind: 'text', text: 'b' }], false],
  ])('maps %j', (text, segments, truncated) => {
    expect(mapInvisible(text)).toEqual({ segments, truncated });
  });

  it.each([
    ['abcdefgh', 4, [{ kind: 'text', text: 'abcd' }]],
    ['ab\u200Bcdef', 4, [{ kind: 'text', text: 'ab' }, { kind: 'hidden', count: 1, names: ['zero-width space'] }, { kind: 'text', text: 'cd' }]],
    ['abc😀d', 4, [{ kind: 'text', text: 'abc' }]],
  ])('stops %j after %i visible characters', (text, limit, segments) => {
    expect(mapInvisible(text, limit)).toEqual({ segments, truncated: true });
  });
});
