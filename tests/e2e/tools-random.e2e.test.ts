/** One journey per random generator (numbers, crypto, colours, dates, words, quotes, passwords), checked by the properties of what it draws. */
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { siteAndBrowser } from './support/suite';
import { toolJourney } from './support/tools';

const PORT = 7800;
const journey = toolJourney(siteAndBrowser(PORT));

/** The text of every item of a list, in order. */
const itemTexts = (list: Locator) => list.getByRole('listitem').allTextContents();

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
