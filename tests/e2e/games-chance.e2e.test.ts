/** Issue 7, games of chance at phone size (dice, coin, slot machine): played until a result shows; random outcomes checked by their properties only. */
import { describe, expect, it } from 'vitest';
import { phoneJourney, statNumber } from './support/games';
import { siteAndBrowser } from './support/suite';

const PORT = 5500;
const journey = phoneJourney(siteAndBrowser(PORT));

describe('games at phone size', () => {
  it('roll-a-dice rolls 3d6: a total of 3..18 that matches the dice and the history', async () => {
    await journey('roll-a-dice', 'Roll a Dice', async (page) => {
      const count = page.getByLabel('Number of dice', { exact: true });
      await count.fill('3');
      expect(await page.getByRole('radio', { name: 'd6', exact: true }).isChecked()).toBe(true);
      await page.getByRole('button', { name: 'Roll 3d6', exact: true }).tap();
      // The dice tumble for a moment, then land and the button reads "Roll 3d6" again.
      const table = page.getByRole('region', { name: 'Dice table', exact: true });
      const total = table.getByRole('status');
      await total.waitFor({ timeout: 10_000 });
      const labels = await table.getByRole('list', { name: 'Dice', exact: true }).getByRole('listitem').evaluateAll((dice) => dice.map((die) => die.getAttribute('aria-label') ?? ''));
      expect(labels).toHaveLength(3);
      const faces = labels.map((label) => {
        const match = /^(\d+) on a d6$/.exec(label);
        expect(match, label).not.toBeNull();
        return Number(match?.[1]);
      });
      for (const face of faces) expect(face).toBeGreaterThanOrEqual(1);
      for (const face of faces) expect(face).toBeLessThanOrEqual(6);
      const sum = faces.reduce((a, b) => a + b, 0);
      expect(sum).toBeGreaterThanOrEqual(3);
      expect(sum).toBeLessThanOrEqual(18);
      expect(await total.textContent()).toBe(String(sum));
      const history = page.getByRole('region', { name: 'Last rolls', exact: true }).getByRole('listitem');
      await expect.poll(() => history.count()).toBe(1);
      expect(await history.first().textContent()).toContain(`3d6 = ${sum}${faces.join(' + ')}`);
      await page.getByRole('button', { name: 'Roll 3d6', exact: true }).waitFor();
    });
  });

  it('coin-flip flips five times: heads and tails add up to five', async () => {
    await journey('coin-flip', 'Coin Flip', async (page) => {
      await page.getByText('Flip the coin to start.', { exact: true }).waitFor();
      const recent = page.getByRole('list', { name: 'Recent flips, oldest first', exact: true }).getByRole('listitem');
      for (let flip = 1; flip <= 5; flip++) {
        // While the coin spins the button reads "Flipping…"; tap waits for it to be back.
        await page.getByRole('button', { name: 'Flip the coin', exact: true }).tap();
        await expect.poll(() => recent.count(), { timeout: 10_000 }).toBe(flip);
      }
      await page.getByRole('button', { name: 'Flip the coin', exact: true }).waitFor();
      const sides = await recent.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
      for (const side of sides) expect(['Heads', 'Tails']).toContain(side);
      const heads = await statNumber(page, 'Heads');
      const tails = await statNumber(page, 'Tails');
      expect(heads + tails).toBe(5);
      expect(heads).toBe(sides.filter((side) => side === 'Heads').length);
      expect(await page.getByText(`${sides.at(-1)}!`, { exact: true }).count()).toBe(1);
    });
  });

  it('slot-machine spins: a result line shows and the credits move by the bet and any win', async () => {
    await journey('slot-machine', 'Slot Machine', async (page) => {
      const machine = page.getByRole('region', { name: 'Slot Machine', exact: true });
      expect(await statNumber(machine, 'Credits')).toBe(100);
      expect(await page.getByText('Press Spin or the space bar to play.', { exact: true }).count()).toBe(1);
      await machine.getByRole('button', { name: 'Spin (1)', exact: true }).tap();
      const outcome = machine.getByText(/(No win this time\.|You win \d+ credits? \(\d+× your bet\)\.)$/);
      await outcome.waitFor({ timeout: 15_000 });
      const line = (await outcome.textContent()) ?? '';
      const won = Number(/You win (\d+) credit/.exec(line)?.[1] ?? 0);
      expect(await statNumber(machine, 'Credits')).toBe(100 - 1 + won);
      expect(await statNumber(machine, 'Win')).toBe(won);
      expect(await statNumber(page.getByRole('region', { name: 'Your records', exact: true }), 'Spins')).toBe(1);
      await machine.getByRole('button', { name: 'Spin (1)', exact: true }).waitFor();
    });
  });
});
