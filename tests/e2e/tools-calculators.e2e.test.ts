/** One journey per calculator and converter (age, bill splitter): its main action used as a visitor would, with no console error. */
import { describe, expect, it } from 'vitest';
import { siteAndBrowser } from './support/suite';
import { toolJourney } from './support/tools';

const PORT = 7600;
const journey = toolJourney(siteAndBrowser(PORT));

const iso = (date: Date) => date.toISOString().slice(0, 10);

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
