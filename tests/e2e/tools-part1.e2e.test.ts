import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openPage, type ObservedPage } from './support/browser';
import { siteAndBrowser } from './support/suite';

/**
 * One journey per tool of the developer, text, calculator and random categories: open the tool
 * from the built site, use its main action as a visitor would and check the result, with no
 * console error or uncaught exception on the way.
 */
const PORT = 5300;
const suite = siteAndBrowser(PORT);

type Viewport = 'desktop' | 'phone';

/**
 * Opens `/<slug>` at the given size, waits for the tool's heading and first control, runs the
 * journey and closes the context whatever happens. The journey must leave `errors` empty.
 */
async function journey(
  slug: string,
  name: string,
  viewport: Viewport,
  run: (page: Page, observed: ObservedPage) => Promise<void>,
  options: { clipboard?: boolean } = {},
) {
  const observed = await openPage(suite.browser, { viewport });
  const { page, context, errors } = observed;
  try {
    if (options.clipboard) await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.site.url });
    await page.goto(`${suite.site.url}/${slug}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 }).toBe(name);
    await run(page, observed);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

/** The text of every item of a list, in order. */
const itemTexts = (list: Locator) => list.getByRole('listitem').allTextContents();

const iso = (date: Date) => date.toISOString().slice(0, 10);

describe('developer tools', () => {
  it('json-formatter points at invalid JSON by line and column, keeping the input', async () => {
    await journey('json-formatter', 'JSON Formatter', 'desktop', async (page) => {
      const input = page.getByLabel('JSON input', { exact: true });
      await input.fill('{\n  "a": 1,\n}');
      const alert = page.getByRole('alert');
      await expect.poll(() => alert.textContent()).toContain('Invalid JSON at line 2, column 9: Trailing commas are not allowed.');
      expect(await input.inputValue()).toBe('{\n  "a": 1,\n}');
      expect(await input.getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByLabel('Formatted JSON').inputValue()).toBe('');
      // Fixing the comma formats at once and the error goes away.
      await input.fill('{\n  "a": 1\n}');
      await expect.poll(() => page.getByLabel('Formatted JSON').inputValue()).toBe('{\n  "a": 1\n}');
      expect(await page.getByRole('alert').count()).toBe(0);
    });
  });

  it('base64-converter encodes "héllo" as UTF-8 and decodes it back', async () => {
    await journey('base64-converter', 'Base64 Converter', 'phone', async (page) => {
      const text = page.getByLabel('Text', { exact: true });
      const base64 = page.getByLabel('Base64', { exact: true });
      await text.fill('héllo');
      await expect.poll(() => base64.inputValue()).toBe('aMOpbGxv');
      await text.fill('');
      await expect.poll(() => base64.inputValue()).toBe('');
      await base64.fill('aMOpbGxv');
      await expect.poll(() => text.inputValue()).toBe('héllo');
      expect(await page.getByRole('alert').count()).toBe(0);
    });
  });

  it('uuid-generator makes five time-ordered v7 UUIDs', async () => {
    await journey('uuid-generator', 'UUID Generator', 'desktop', async (page) => {
      await page.getByRole('radio', { name: 'v7 · time-ordered' }).check();
      await page.getByLabel('How many', { exact: true }).fill('5');
      await page.getByRole('button', { name: 'Generate new' }).click();
      const list = page.getByRole('list', { name: '5 UUIDs' });
      await expect.poll(() => list.getByRole('listitem').count()).toBe(5);
      const uuids = await list.getByRole('code').allTextContents();
      expect(uuids).toHaveLength(5);
      const v7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
      for (const uuid of uuids) expect(uuid).toMatch(v7);
      expect(new Set(uuids).size).toBe(5);
      // v7 starts with the creation time: within a minute of now, and in creation order.
      const millis = Number.parseInt(uuids[0]!.replace(/-/g, '').slice(0, 12), 16);
      expect(Math.abs(millis - Date.now())).toBeLessThan(60_000);
      expect([...uuids].sort()).toEqual(uuids);
      expect(new URL(page.url()).searchParams.get('version')).toBe('7');
    });
  });

  it('timestamp-converter reads 1700000000 as 2023-11-14T22:13:20Z', async () => {
    await journey('timestamp-converter', 'Timestamp Converter', 'phone', async (page) => {
      await page.getByLabel('Timestamp or date', { exact: true }).fill('1700000000');
      const utc = page.getByRole('region', { name: 'UTC', exact: true });
      await expect.poll(() => utc.getByRole('code').first().textContent()).toBe('2023-11-14T22:13:20.000Z');
      expect(await utc.getByText('Tuesday', { exact: true }).count()).toBe(1);
      expect(await page.getByText(/Read as seconds \(10 digits\)/).count()).toBeGreaterThan(0);
      // The input is a draft in this browser, never a query value (long ones broke reloads with HTTP 431).
      expect(new URL(page.url()).searchParams.get('t')).toBeNull();
    });
  });

  it('url-encoder-decoder names a malformed escape and lists the query of a URL', async () => {
    await journey('url-encoder-decoder', 'URL Encoder/Decoder', 'desktop', async (page) => {
      const encoded = page.getByLabel('Encoded', { exact: true });
      await encoded.fill('%E0%A4%A');
      await expect
        .poll(() => page.getByRole('alert').first().textContent())
        .toBe('Malformed escape “%A” at position 7: % must be followed by two hex digits (write %25 for a literal %).');
      expect(await encoded.inputValue()).toBe('%E0%A4%A');
      expect(await encoded.getAttribute('aria-invalid')).toBe('true');

      await page.getByLabel('URL to inspect', { exact: true }).fill('https://example.com/search?q=caf%C3%A9&page=2');
      const table = page.getByRole('table', { name: 'Query parameters' });
      await expect.poll(() => table.getByRole('row').count()).toBe(3);
      expect(await table.getByLabel('Name of parameter 1', { exact: true }).inputValue()).toBe('q');
      expect(await table.getByLabel('Value of parameter 1', { exact: true }).inputValue()).toBe('café');
      expect(await table.getByLabel('Name of parameter 2', { exact: true }).inputValue()).toBe('page');
      expect(await table.getByLabel('Value of parameter 2', { exact: true }).inputValue()).toBe('2');
      expect(await page.getByLabel('URL parts').getByText('example.com', { exact: true }).count()).toBe(1);
    });
  });

  it('hash-generator gives the SHA-256 of "abc"', async () => {
    await journey('hash-generator', 'Hash Generator', 'phone', async (page) => {
      const hashes = page.getByRole('list', { name: 'Hashes' });
      await hashes.waitFor();
      await page.getByLabel('Text to hash', { exact: true }).fill('abc');
      const sha256 = hashes.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Copy SHA-256', exact: true }) });
      await expect
        .poll(() => sha256.getByRole('code').textContent())
        .toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
      const md5 = hashes.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Copy MD5', exact: true }) });
      expect(await md5.getByRole('code').textContent()).toBe('900150983cd24fb0d6963f7d28e17f72');
    });
  });
});

describe('text and content tools', () => {
  it('secret-message-weaver hides a locked message, and Reveal opens it only with the right passphrase', async () => {
    await journey(
      'secret-message-weaver',
      'Secret Message Weaver',
      'desktop',
      async (page) => {
        const hide = page.getByRole('tabpanel', { name: 'Hide' });
        await hide.getByLabel('Cover text (what everyone sees)', { exact: true }).fill('Happy birthday to you');
        await hide.getByLabel('Secret message', { exact: true }).fill('Party at noon 🎉');
        await hide.getByRole('checkbox', { name: /Lock with a passphrase/ }).check();
        await hide.getByLabel('Passphrase', { exact: true }).fill('blue moon');
        await expect.poll(() => hide.getByText(/locked with your passphrase/).count(), { timeout: 30_000 }).toBe(1);

        const output = hide.getByLabel('Text with the hidden message', { exact: true });
        const woven = await output.inputValue();
        expect(woven.replace(/[\u200B-\u200D\u2060\uFEFF]/g, '')).toBe('Happy birthday to you');
        expect(woven.length).toBeGreaterThan('Happy birthday to you'.length);

        await hide.getByRole('button', { name: 'Copy text' }).click();
        await expect.poll(() => hide.getByRole('button', { name: 'Copied!' }).count()).toBe(1);
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        expect(copied).toBe(woven);

        await page.getByRole('tab', { name: 'Reveal' }).click();
        const reveal = page.getByRole('tabpanel', { name: 'Reveal' });
        await reveal.getByLabel('Text to check', { exact: true }).fill(copied);
        await expect.poll(() => reveal.getByText('This text hides a message locked with a passphrase.').count()).toBe(1);

        const passphrase = reveal.getByLabel('Passphrase', { exact: true });
        await passphrase.fill('red moon');
        await reveal.getByRole('button', { name: 'Unlock' }).click();
        await expect
          .poll(() => reveal.getByRole('alert').textContent(), { timeout: 30_000 })
          .toBe('This passphrase does not unlock the message.');
        expect(await reveal.getByTestId('revealed-message').count()).toBe(0);

        await passphrase.fill('blue moon');
        await reveal.getByRole('button', { name: 'Unlock' }).click();
        await expect.poll(() => reveal.getByTestId('revealed-message').textContent(), { timeout: 30_000 }).toBe('Party at noon 🎉');
        expect(await reveal.getByText('Unlocked the hidden message.', { exact: true }).count()).toBe(1);
      },
      { clipboard: true },
    );
  });

  it('word-counter counts words and characters of a known text', async () => {
    await journey('word-counter', 'Word Counter', 'phone', async (page) => {
      await page.getByLabel('Your text', { exact: true }).fill('The quick brown fox jumps over the lazy dog.\nCafé 👍🏽 again!');
      const counts = page.getByRole('region', { name: 'Word Counter counts' });
      const tiles = async () => {
        const terms = await counts.getByRole('term').allTextContents();
        const values = await counts.getByRole('definition').allTextContents();
        return Object.fromEntries(terms.map((term, i) => [term, values[i]]));
      };
      // 9 + 2 words (an emoji is not a word); 44 + 1 newline + 13 characters, the skin-toned emoji counting as one.
      await expect.poll(async () => (await tiles())['Words']).toBe('11');
      const shown = await tiles();
      expect(shown['Characters']).toBe('58');
      expect(shown['Sentences']).toBe('2');
      expect(shown['Paragraphs']).toBe('2');
    });
  });

  it('case-converter turns "Hello World Again" into snake_case', async () => {
    await journey('case-converter', 'Case Converter', 'desktop', async (page) => {
      await page.getByRole('radio', { name: 'snake_case' }).check();
      await page.getByLabel('Text to convert', { exact: true }).fill('Hello World Again');
      const result = page.getByRole('region', { name: 'snake_case', exact: true });
      await expect.poll(() => result.getByLabel('Converted text', { exact: true }).inputValue()).toBe('hello_world_again');
      expect(new URL(page.url()).searchParams.get('mode')).toBe('snake');
      expect(await result.getByRole('button', { name: 'Copy', exact: true }).isEnabled()).toBe(true);
    });
  });

  it('text-to-speech shows the voice controls or says clearly why it cannot read aloud', async () => {
    await journey('text-to-speech', 'Text to Speech', 'phone', async (page) => {
      const box = page.getByLabel('Text to read aloud', { exact: true });
      await box.fill('Hello from ToolHub.');
      const voice = page.getByLabel('Voice', { exact: true });
      const noVoices = page.getByText(/no voices are installed/);
      const noSynthesis = page.getByText(/cannot read text aloud: it has no speech synthesis/);
      // The voice list is there from the start but disabled until voices arrive; Chromium gives up
      // waiting after 2.5 s, so allow for a slow machine.
      const state = async () => {
        if ((await noSynthesis.count()) > 0) return 'no-synthesis';
        if ((await noVoices.count()) > 0) return 'no-voices';
        if ((await voice.count()) > 0 && (await voice.isEnabled())) return 'voices';
        return 'loading';
      };
      await expect.poll(state, { timeout: 15_000 }).not.toBe('loading');
      const play = page.getByRole('button', { name: '▶ Play' });
      if ((await state()) === 'voices') {
        expect(await voice.getByRole('option').count()).toBeGreaterThan(0);
        expect(await voice.inputValue()).not.toBe('');
        expect(await play.isEnabled()).toBe(true);
      } else {
        expect(await play.isDisabled()).toBe(true);
        expect(await page.getByText('Loading the voices of your device…').count()).toBe(0);
      }
      expect(await box.inputValue()).toBe('Hello from ToolHub.');
    });
  });

  it('lorem-ipsum-generator gives exactly the paragraphs asked for', async () => {
    await journey('lorem-ipsum-generator', 'Lorem Ipsum Generator', 'desktop', async (page) => {
      const output = page.getByLabel('Generated text', { exact: true });
      await page.getByLabel('Of', { exact: true }).selectOption('paragraphs');
      const count = page.getByLabel('How many', { exact: true });
      await count.fill('5');
      await expect.poll(async () => (await output.inputValue()).split('\n\n').length).toBe(5);
      await count.fill('3');
      await page.getByRole('button', { name: 'Generate again' }).click();
      await expect.poll(async () => (await output.inputValue()).split('\n\n').length).toBe(3);
      for (const paragraph of (await output.inputValue()).split('\n\n')) {
        expect(paragraph).toMatch(/^[A-Z][a-z]*[^\n]*\.$/); // the first word may be one letter ("A justo …")
      }
      expect(await page.getByText(/^3 paragraphs ·/).count()).toBe(1);
    });
  });
});

describe('calculators and converters', () => {
  it('age-calculator counts a leap-day birth, and refuses a birth date in the future', async () => {
    await journey('age-calculator', 'Age Calculator', 'phone', async (page) => {
      const birth = page.getByLabel('Date of birth', { exact: true });
      await birth.fill('2000-02-29');
      await page.getByLabel('Age on', { exact: true }).fill('2024-03-01');
      const age = page.getByRole('region', { name: 'Age', exact: true });
      await expect.poll(() => age.getByRole('heading', { level: 2 }).textContent()).toBe('24 years, 0 months, 1 day');

      await page.getByRole('button', { name: 'Use today' }).click();
      const future = new Date();
      future.setUTCFullYear(future.getUTCFullYear() + 1);
      await birth.fill(iso(future));
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toBe('The date of birth is in the future. Pick a date up to today.');
      expect(await birth.inputValue()).toBe(iso(future));
      expect(await birth.getAttribute('aria-invalid')).toBe('true');
      expect(await age.count()).toBe(0);
    });
  });

  it('bill-splitter splits 100.00 three ways to the exact cent', async () => {
    await journey('bill-splitter', 'Bill Splitter', 'desktop', async (page) => {
      await page.getByLabel('Bill total', { exact: true }).fill('100.00');
      await page.getByRole('radio', { name: '0%', exact: true }).check();
      await page.getByLabel('Number of people', { exact: true }).fill('3');
      const summary = page.getByRole('region', { name: 'Split', exact: true });
      await expect.poll(() => summary.textContent()).toContain('$33.34 or $33.33');
      expect(await summary.textContent()).toContain('Total with tip$100.00');
      const people = page.getByRole('region', { name: 'People', exact: true });
      const shares = await people.getByRole('listitem').getByRole('status').allTextContents();
      expect(shares).toHaveLength(3);
      const amounts = shares.map((text) => text.match(/^\$(\d+\.\d{2})/)?.[1]);
      expect(amounts).toEqual(['33.34', '33.33', '33.33']);
      const cents = amounts.reduce((sum, amount) => sum + Math.round(Number(amount) * 100), 0);
      expect(cents).toBe(10_000);
      expect(shares[0]).toContain('(+$0.01)');
    });
  });
});

describe('random generators', () => {
  it('random-number draws 20 dice rolls, and keeps min > max as typed with a message', async () => {
    await journey('random-number', 'Random Number Generator', 'phone', async (page) => {
      const min = page.getByRole('textbox', { name: 'Minimum', exact: true });
      const max = page.getByRole('textbox', { name: 'Maximum', exact: true });
      await min.fill('1');
      await max.fill('6');
      await page.getByRole('textbox', { name: 'How many', exact: true }).fill('20');
      await page.getByRole('button', { name: 'Generate', exact: true }).click();
      const result = page.getByRole('region', { name: 'Result', exact: true }).getByRole('status');
      await expect.poll(async () => ((await result.textContent()) ?? '').split(/[,\s]+/).filter(Boolean).length).toBe(20);
      const values = ((await result.textContent()) ?? '').split(/[,\s]+/).filter(Boolean);
      for (const value of values) {
        expect(value).toMatch(/^[1-6]$/);
      }

      await min.fill('9');
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toBe('The minimum is greater than the maximum. Swap them or change one.');
      expect(await min.inputValue()).toBe('9');
      expect(await max.inputValue()).toBe('6');
      expect(await page.getByRole('button', { name: 'Generate', exact: true }).isDisabled()).toBe(true);
    });
  });

  it('random-crypto shows a coin card with its name and ticker symbol', async () => {
    await journey('random-crypto', 'Random Crypto', 'desktop', async (page) => {
      const region = page.getByRole('region', { name: 'Random coin' });
      const name = (await region.getByRole('heading', { level: 2 }).textContent()) ?? '';
      expect(name.trim().length).toBeGreaterThan(0);
      const card = region.getByRole('article', { name, exact: true });
      expect(await card.count()).toBe(1);
      expect(await card.getByText(/^Ticker symbol \S+$/).count()).toBe(1);
      expect(await page.getByRole('button', { name: `Copy facts about ${name}`, exact: true }).count()).toBe(1);
      expect(new URL(page.url()).searchParams.get('coin')).toBeTruthy();

      await page.getByRole('button', { name: 'Next coin' }).click();
      await expect.poll(() => region.getByRole('heading', { level: 2 }).textContent()).not.toBe(name);
      const next = (await region.getByRole('heading', { level: 2 }).textContent()) ?? '';
      expect(await region.getByRole('article', { name: next, exact: true }).getByText(/^Ticker symbol \S+$/).count()).toBe(1);
    });
  });

  it('portfolio-crypto-builder shows allocations that sum to exactly 100.00%', async () => {
    await journey('portfolio-crypto-builder', 'Crypto Portfolio Builder', 'phone', async (page) => {
      const weights = async () => {
        const rows = page.getByRole('table').getByRole('row');
        const count = await rows.count();
        const shown: string[] = [];
        for (let i = 1; i < count; i++) shown.push((await rows.nth(i).getByRole('cell').first().textContent()) ?? '');
        return shown;
      };
      const basisPoints = (shown: string[]) => shown.reduce((sum, w) => sum + Math.round(Number(w.replace('%', '')) * 100), 0);

      await expect.poll(async () => (await weights()).length).toBe(6);
      let shown = await weights();
      for (const weight of shown) expect(weight).toMatch(/^\d{1,3}\.\d{2}%$/);
      expect(basisPoints(shown)).toBe(10_000);

      await page.getByRole('combobox', { name: 'Number of coins' }).selectOption('9');
      await expect.poll(async () => (await weights()).length).toBe(9);
      shown = await weights();
      expect(basisPoints(shown)).toBe(10_000);
      expect(await page.getByRole('img', { name: /^Allocation chart: / }).count()).toBe(1);
    });
  });

  it('random-color shows a palette of five HEX values', async () => {
    await journey('random-color', 'Random Color Generator', 'desktop', async (page) => {
      await page.getByRole('combobox', { name: 'Colours' }).selectOption('5');
      await page.getByRole('button', { name: 'Regenerate' }).click();
      const palette = page.getByRole('list', { name: 'Palette' });
      await expect.poll(() => palette.getByRole('listitem').count()).toBe(5);
      for (let i = 1; i <= 5; i++) {
        const card = palette.getByRole('listitem', { name: new RegExp(`^Colour ${i}: #[0-9A-F]{6}$`) });
        expect(await card.count()).toBe(1);
        const copyHex = card.getByRole('button', { name: new RegExp(`^Copy HEX of colour ${i}: #[0-9A-F]{6}$`) });
        expect(await copyHex.count()).toBe(1);
      }
      expect(new URL(page.url()).searchParams.get('colors')).toMatch(/^[0-9a-f]{6}(-[0-9a-f]{6}){4}$/);
    });
  });

  it('random-date gives ten weekday-only dates, all Monday to Friday', async () => {
    await journey('random-date', 'Random Date Generator', 'phone', async (page) => {
      await page.getByLabel('Start date', { exact: true }).fill('2024-05-01');
      await page.getByLabel('End date', { exact: true }).fill('2024-08-31');
      await page.getByRole('textbox', { name: 'How many', exact: true }).fill('10');
      await page.getByRole('radio', { name: 'Weekdays only (Mon–Fri)' }).check();
      await page.getByRole('button', { name: 'Generate again' }).click();
      const list = page.getByRole('list', { name: 'Random dates' });
      await expect.poll(() => list.getByRole('listitem').count()).toBe(10);
      const dates = await itemTexts(list);
      for (const date of dates) {
        expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(date >= '2024-05-01' && date <= '2024-08-31').toBe(true);
        const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
        expect([1, 2, 3, 4, 5]).toContain(weekday);
      }
      // The same draw shown with weekday names says so too.
      await page.getByLabel('Format', { exact: true }).selectOption('weekday');
      for (const line of await itemTexts(list)) expect(line).toMatch(/^(Monday|Tuesday|Wednesday|Thursday|Friday), /);
    });
  });

  it('random-word gives five-letter words starting with "b"', async () => {
    await journey('random-word', 'Random Word Generator', 'desktop', async (page) => {
      const list = page.getByRole('list', { name: 'Random words' });
      await list.waitFor({ timeout: 30_000 });
      await page.getByLabel('First letter', { exact: true }).selectOption('b');
      await page.getByLabel('Shortest (letters)', { exact: true }).selectOption('5');
      await page.getByLabel('Longest (letters)', { exact: true }).selectOption('5');
      await page.getByRole('textbox', { name: 'How many', exact: true }).fill('10');
      await page.getByRole('button', { name: 'New words' }).click();
      await expect.poll(() => list.getByRole('listitem').count()).toBe(10);
      const words = await itemTexts(list);
      for (const word of words) expect(word).toMatch(/^b[a-z]{4}$/);
      const query = new URL(page.url()).searchParams;
      expect([query.get('first'), query.get('min'), query.get('max')]).toEqual(['b', '5', '5']);
    });
  });

  it('random-quote shows a quote with its author', async () => {
    await journey('random-quote', 'Random Quote', 'phone', async (page) => {
      const quote = page.getByRole('blockquote');
      const author = page.getByText(/^— \S.* \(.+\)$/);
      const first = (await quote.textContent()) ?? '';
      expect(first.trim().length).toBeGreaterThan(5);
      expect(await author.count()).toBe(1);
      expect(new URL(page.url()).searchParams.get('q')).toMatch(/^\d+$/);

      await page.getByRole('button', { name: 'New quote' }).click();
      await expect.poll(() => quote.textContent()).not.toBe(first);
      expect(((await quote.textContent()) ?? '').trim().length).toBeGreaterThan(5);
      expect(await author.count()).toBe(1);
    });
  });

  it('random-password makes a 32-character password of every class, and passphrases of words', async () => {
    await journey('random-password', 'Random Password Generator', 'desktop', async (page) => {
      await page.getByRole('spinbutton', { name: 'Length' }).fill('32');
      for (const kind of [/Lowercase/, /Uppercase/, /Digits/, /Symbols/]) {
        await page.getByRole('checkbox', { name: kind }).check();
      }
      await page.getByRole('button', { name: 'Regenerate' }).click();
      const passwords = page.getByRole('list', { name: 'Generated passwords' });
      await expect.poll(async () => ((await passwords.getByRole('code').first().textContent()) ?? '').length).toBe(32);
      const password = (await passwords.getByRole('code').first().textContent()) ?? '';
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[0-9]/);
      expect(password).toMatch(/[^A-Za-z0-9]/);
      expect(new URL(page.url()).search).not.toContain(encodeURIComponent(password));

      await page.getByRole('radio', { name: 'Passphrase' }).check();
      const phrases = page.getByRole('list', { name: 'Generated passphrases' });
      await phrases.waitFor({ timeout: 30_000 });
      const phrase = (await phrases.getByRole('code').first().textContent()) ?? '';
      const words = phrase.split('-');
      expect(words.length).toBeGreaterThanOrEqual(6);
      for (const word of words) expect(word).toMatch(/^[a-z]+$/);
      expect(new URL(page.url()).searchParams.get('mode')).toBe('passphrase');
    });
  });
});
