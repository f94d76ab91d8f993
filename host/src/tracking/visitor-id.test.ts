import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { collectTraits, visitorIdOf } from './visitor-id';

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
      hardwareConcurrency: 8, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
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
