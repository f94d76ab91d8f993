import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { collectTraits, utcOffsets, visitorIdOf } from './visitor-id';

const subtle = webcrypto.subtle as unknown as SubtleCrypto;
const browser = {
  navigator: { userAgent: 'UA', language: 'en-GB', languages: ['en-GB', 'fr'], platform: 'Linux', hardwareConcurrency: 8 },
  screen: { width: 390, height: 844, colorDepth: 24 },
  devicePixelRatio: 3,
};

describe('visitor id', () => {
  it('collects the browser traits', () => {
    expect(collectTraits(browser)).toMatchObject({
      userAgent: 'UA', language: 'en-GB', languages: 'en-GB,fr', platform: 'Linux', screenWidth: 390, screenHeight: 844, colorDepth: 24, pixelRatio: 3,
      hardwareConcurrency: 8, timeZone: utcOffsets(new Date().getFullYear()),
    });
  });

  it.each([
    ['Berlin', { 0: -60, 6: -120 }, '+60/+120'],
    ['New York', { 0: 300, 6: 240 }, '-300/-240'],
    ['Sydney', { 0: -660, 6: -600 }, '+660/+600'],
    ['Kathmandu', { 0: -345, 6: -345 }, '+345/+345'],
    ['UTC', { 0: 0, 6: 0 }, '+0/+0'],
    ['a broken clock', { 0: Number.NaN, 6: 0 }, '/+0'],
  ])('writes the time zone of %s as its January and July offsets', (_zone, offsets: Record<number, number>, expected) => {
    const asked: string[] = [];
    const offsetOf = (date: Date) => {
      asked.push(`${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`);
      return offsets[date.getMonth()] ?? Number.NaN;
    };
    expect(utcOffsets(2026, offsetOf)).toBe(expected);
    expect(asked).toEqual(['2026-1-1', '2026-7-1']);
    expect(collectTraits({ now: new Date(2026, 3, 2), offsetOf }).timeZone).toBe(expected);
  });

  it('reads the time zone without Intl (which would load the locale data)', () => {
    const DateTimeFormat = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = new Proxy(DateTimeFormat, { apply: (target, self, args) => (made++, Reflect.apply(target, self, args)), construct: (target, args) => (made++, new target(...(args as []))) });
    try {
      collectTraits(browser);
    } finally {
      Intl.DateTimeFormat = DateTimeFormat;
    }
    expect(made).toBe(0);
  });

  it('reads missing traits as empty', () => {
    expect(collectTraits({})).toMatchObject({ userAgent: '', languages: '', screenWidth: 0, colorDepth: 0 });
  });

  it('is a 64-character SHA-256 hex, the same for the same browser and different for another', async () => {
    const id = await visitorIdOf(collectTraits(browser), subtle);
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(await visitorIdOf(collectTraits(browser), subtle)).toBe(id);
    expect(await visitorIdOf(collectTraits({ ...browser, screen: { ...browser.screen, width: 1920 } }), subtle)).not.toBe(id);
  });
});
