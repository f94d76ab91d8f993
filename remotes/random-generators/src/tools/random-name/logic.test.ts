import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededRandom, sequenceRandom } from '@toolhub/shared/testing';
import {
  drawBatch,
  hasGenderedNames,
  kitRandomizer,
  mergePerson,
  namePatterns,
  namesAsCsv,
  namesAsText,
  parseCount,
  sanitizeSaved,
  sexFor,
  shortMessage,
  toggleSaved,
  type PersonDefinitions,
} from './logic';
import { LOCALE_IDS, NAME_LOCALES, loadLocale } from './locales';
import { generateNames, localeFacts, nameDrawer } from './names';

const FL = '{{person.firstName}} {{person.lastName}}';
const EN_LIKE: PersonDefinitions = {
  first_name: { female: ['Ann'], male: ['Bob'] },
  last_name: { generic: ['Smith'] },
  prefix: { generic: ['Dr.'] },
  suffix: ['Jr.'],
  name: [
    { value: FL, weight: 49 },
    { value: '{{person.prefix}} {{person.firstName}} {{person.lastName}}', weight: 7 },
    { value: '{{person.firstName}} {{person.lastName}} {{person.suffix}}', weight: 7 },
  ],
};

describe('parseCount', () => {
  it.each([
    ['10', { ok: true, count: 10 }],
    [' 1 ', { ok: true, count: 1 }],
    ['500', { ok: true, count: 500 }],
    ['', { ok: false, message: 'Enter how many from 1 to 500.' }],
    ['0', { ok: false, message: 'How many must be from 1 to 500.' }],
    ['501', { ok: false, message: 'How many must be from 1 to 500.' }],
    ['1e3', { ok: false, message: 'How many must be a whole number from 1 to 500.' }],
    ['2.5', { ok: false, message: 'How many must be a whole number from 1 to 500.' }],
    ['99999999999999999999', { ok: false, message: 'How many must be from 1 to 500.' }],
  ])('%j', (text, expected) => {
    expect(parseCount(text)).toEqual(expected);
  });

  it('accepts exactly the whole numbers 1–500', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 2000 }), (n) => {
        expect(parseCount(String(n)).ok).toBe(n >= 1 && n <= 500);
      }),
      { seed: 7 },
    );
  });
});

describe('mergePerson and hasGenderedNames', () => {
  it('takes each key from the most specific locale that has it', () => {
    const merged = mergePerson([{ last_name: { generic: ['Ng'] } }, undefined, EN_LIKE]);
    expect(merged.last_name).toEqual({ generic: ['Ng'] });
    expect(merged.first_name).toEqual(EN_LIKE.first_name);
  });
  it.each<[PersonDefinitions, boolean]>([
    [EN_LIKE, true],
    [{ first_name: { generic: ['Nino'] } }, false],
    [{ first_name: { female: ['Ann'] } }, false],
    [{}, false],
  ])('%j → %s', (person, expected) => {
    expect(hasGenderedNames(person)).toBe(expected);
  });
});

describe('namePatterns', () => {
  it.each<[string, PersonDefinitions, { titles: boolean; middle: boolean }, string[]]>([
    ['plain names without titles', EN_LIKE, { titles: false, middle: false }, [FL]],
    ['titles when asked', EN_LIKE, { titles: true, middle: false }, EN_LIKE.name!.map((p) => p.value)],
    ['a middle name added after the first', EN_LIKE, { titles: false, middle: true }, ['{{person.firstName}} {{person.middleName}} {{person.lastName}}']],
    ['no patterns at all', {}, { titles: true, middle: false }, [FL]],
    ['titles asked but none defined', { ...EN_LIKE, prefix: undefined, suffix: undefined }, { titles: true, middle: false }, [FL]],
    [
      'family name first kept (Japanese)',
      { name: [{ value: '{{person.lastName}} {{person.firstName}}', weight: 1 }] },
      { titles: false, middle: true },
      ['{{person.lastName}} {{person.firstName}} {{person.middleName}}'],
    ],
    [
      "the locale's own patronymic patterns (Russian)",
      {
        middle_name: { female: ['Ивановна'], male: ['Иванович'] },
        name: [
          { value: FL, weight: 1 },
          { value: '{{person.lastName}} {{person.firstName}} {{person.middleName}}', weight: 1 },
        ],
      },
      { titles: false, middle: true },
      ['{{person.lastName}} {{person.firstName}} {{person.middleName}}'],
    ],
  ])('%s', (_name, person, options, expected) => {
    expect(namePatterns(person, options).map((p) => p.value)).toEqual(expected);
  });

  it('never returns an empty list or a title the locale lacks', () => {
    const token = fc.constantFrom('{{person.prefix}}', '{{person.firstName}}', '{{person.lastName}}', '{{person.suffix}}', '{{person.middleName}}');
    fc.assert(
      fc.property(fc.array(fc.array(token, { minLength: 1, maxLength: 4 }), { maxLength: 5 }), fc.boolean(), fc.boolean(), (patterns, titles, middle) => {
        const person: PersonDefinitions = { name: patterns.map((p) => ({ value: p.join(' '), weight: 1 })) };
        const result = namePatterns(person, { titles, middle });
        expect(result.length).toBeGreaterThan(0);
        for (const p of result) {
          expect(p.value).not.toMatch(/prefix|suffix/);
          expect(p.value.includes('{{person.middleName}}')).toBe(middle);
        }
      }),
      { seed: 3 },
    );
  });
});

describe('sexFor', () => {
  it('follows the choice, splits "any" by the random source, and is absent where names are not gendered', () => {
    expect(sexFor('female', true)).toBe('female');
    expect(sexFor('male', true)).toBe('male');
    expect(sexFor('female', false)).toBeUndefined();
    expect(sexFor('any', true, sequenceRandom([0]))).toBe('female');
    expect(sexFor('any', true, sequenceRandom([1]))).toBe('male');
  });
});

describe('kitRandomizer', () => {
  it('gives fractions in [0, 1) from the kit source', () => {
    const r = kitRandomizer(seededRandom(1));
    for (let i = 0; i < 1000; i += 1) {
      const x = r.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
    expect(kitRandomizer(sequenceRandom([0, 0])).next()).toBe(0);
  });
});

describe('drawBatch', () => {
  const cycle = (names: string[]) => {
    let i = 0;
    return () => ({ name: names[i++ % names.length]! });
  };
  it.each<[string, string[], number, boolean, string[], boolean]>([
    ['repeats allowed', ['A', 'A', 'B'], 4, false, ['A', 'A', 'B', 'A'], false],
    ['repeats skipped', ['A', 'A', 'B', 'C'], 3, true, ['A', 'B', 'C'], false],
    ['case-insensitive repeats', ['Ann', 'ANN', 'Bo'], 2, true, ['Ann', 'Bo'], false],
    ['too few different names', ['A', 'B'], 5, true, ['A', 'B'], true],
    ['zero asked', ['A'], 0, true, [], false],
  ])('%s', (_name, source, count, unique, expected, short) => {
    const batch = drawBatch(cycle(source), count, unique, 10);
    expect(batch.names.map((n) => n.name)).toEqual(expected);
    expect(batch.short).toBe(short);
  });

  it('never repeats with unique on and always gives count names with it off', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 30 }), fc.integer({ min: 1, max: 40 }), (pool, count) => {
        const unique = drawBatch(cycle(pool), count, true, 50);
        const keys = unique.names.map((n) => n.name.toLocaleLowerCase());
        expect(new Set(keys).size).toBe(keys.length);
        expect(drawBatch(cycle(pool), count, false).names).toHaveLength(count);
      }),
      { seed: 5 },
    );
  });
});

describe('text, CSV and saved names', () => {
  it('formats names', () => {
    const names = [{ name: 'Ann Lee', sex: 'female' as const }, { name: 'O"Neil, Bo' }, { name: '=cmd' }];
    expect(namesAsText(names)).toBe('Ann Lee\nO"Neil, Bo\n=cmd');
    expect(namesAsCsv(names)).toBe('name,gender\r\nAnn Lee,female\r\n"O""Neil, Bo",\r\n"\'=cmd",\r\n');
    expect(shortMessage(1, 5)).toBe('Only 1 different name turned up for these settings, not 5. Allow repeats, ask for fewer or pick another locale.');
  });
  it.each<[unknown, string[]]>([
    [null, []],
    ['Ann', []],
    [['Ann', ' Ann ', 3, '', 'Bo'], ['Ann', 'Bo']],
  ])('sanitizeSaved(%j)', (raw, expected) => {
    expect(sanitizeSaved(raw)).toEqual(expected);
  });
  it('toggles and caps saved names', () => {
    expect(toggleSaved(['A'], 'B')).toEqual(['A', 'B']);
    expect(toggleSaved(['A', 'B'], 'A')).toEqual(['B']);
    expect(toggleSaved(['A', 'B'], 'C', 2)).toEqual(['B', 'C']);
  });
});

describe('faker locales', () => {
  it('lists each locale once, sorted by label', () => {
    expect(new Set(LOCALE_IDS).size).toBe(LOCALE_IDS.length);
    const labels = NAME_LOCALES.map((l) => l.label);
    expect(labels).toEqual([...labels].sort());
  });

  it('draws names in every locale, for every part and option, without throwing', async () => {
    for (const id of LOCALE_IDS) {
      const locale = await loadLocale(id);
      for (const part of ['full', 'first', 'last'] as const) {
        for (const [titles, middle] of [[false, false], [true, true]] as const) {
          const batch = generateNames(locale, { part, gender: 'any', titles, middle }, 5, false, seededRandom(11));
          expect(batch.names).toHaveLength(5);
          for (const n of batch.names) expect(n.name.trim(), `${id} ${part}`).not.toBe('');
        }
      }
    }
  });

  it('gives plain two-part English names by default and female names when asked', async () => {
    const en = await loadLocale('en_US');
    const draw = nameDrawer(en, { part: 'full', gender: 'female', titles: false, middle: false }, seededRandom(2));
    for (let i = 0; i < 50; i += 1) {
      const n = draw();
      expect(n.sex).toBe('female');
      expect(n.name).not.toMatch(/^(Mr|Mrs|Ms|Miss|Dr)\.|\b(Jr|Sr|I{1,3}|IV|V|MD|DDS|PhD|DVM)\.?$/);
    }
    expect(localeFacts(en)).toEqual({ gendered: true, ownMiddleNames: true });
    expect(localeFacts(await loadLocale('ka_GE')).gendered).toBe(false);
  });

  it('puts the family name first in Japanese and agrees Russian surnames with sex', async () => {
    const ja = await loadLocale('ja');
    const jaLast = new Set((ja.chain[0]!.person!.last_name as { generic: string[] }).generic);
    const jaName = nameDrawer(ja, { part: 'full', gender: 'any', titles: false, middle: false }, seededRandom(4))().name;
    expect(jaLast.has(jaName.split(' ')[0]!)).toBe(true);
    const ru = await loadLocale('ru');
    const female = (ru.chain[0]!.person!.last_name as { female: string[] }).female;
    const last = nameDrawer(ru, { part: 'last', gender: 'female', titles: false, middle: false }, seededRandom(9))().name;
    expect(female).toContain(last);
  });

  it('rejects an unknown locale', async () => {
    await expect(loadLocale('xx')).rejects.toThrow('Unknown name locale xx');
  });
});
