/** Issue 7, games of memory, words and sums at phone size (memory game, daily word, speed math): played to a score or result. */
import { describe, expect, it } from 'vitest';
import { phoneJourney, stat, statNumber } from './support/games';
import { siteAndBrowser } from './support/suite';

const PORT = 6300;
const journey = phoneJourney(siteAndBrowser(PORT));

describe('games at phone size', () => {
  it('memory-game (4×3) is played to the end by remembering the faces turned over', async () => {
    await journey('memory-game', 'Memory Game', async (page) => {
      await page.getByLabel('Board size', { exact: true }).selectOption('4x3');
      const board = page.getByRole('grid', { name: 'Memory Game board, 4 by 3', exact: true });
      const cards = board.getByRole('button');
      await expect.poll(() => cards.count()).toBe(12);
      const faceOf = async (index: number) => {
        const label = (await cards.nth(index).getAttribute('aria-label')) ?? '';
        return label.replace(/^Card \d+, /, '').replace(/, matched$/, '');
      };
      const isDown = async (index: number) => (await faceOf(index)) === 'face down';
      const seen = new Map<number, string>();
      const matched = new Set<number>();
      let moves = 0;
      const turn = async (index: number) => {
        await cards.nth(index).tap();
        await expect.poll(() => isDown(index)).toBe(false);
        const face = await faceOf(index);
        seen.set(index, face);
        return face;
      };
      const partnerOf = (index: number, face: string) => [...seen].find(([other, f]) => other !== index && f === face && !matched.has(other))?.[0];

      while (matched.size < 12) {
        // A pair already known from earlier flips is taken straight away.
        const known = [...seen].find(([index, face]) => !matched.has(index) && partnerOf(index, face) !== undefined);
        let first: number;
        let second: number;
        if (known) {
          first = known[0];
          second = partnerOf(first, known[1])!;
          await turn(first);
          await turn(second);
        } else {
          first = [...Array(12).keys()].find((i) => !matched.has(i) && !seen.has(i))!;
          const face = await turn(first);
          second = partnerOf(first, face) ?? [...Array(12).keys()].find((i) => i !== first && !matched.has(i) && !seen.has(i))!;
          await turn(second);
        }
        moves++;
        await expect.poll(() => statNumber(page, 'Moves')).toBe(moves);
        if (seen.get(first) === seen.get(second)) {
          matched.add(first).add(second);
          await expect.poll(() => cards.nth(second).getAttribute('aria-label')).toMatch(/, matched$/);
        } else {
          // A mismatch turns back over after a moment.
          await expect.poll(async () => (await isDown(first)) && (await isDown(second)), { timeout: 5_000 }).toBe(true);
        }
      }
      expect(await stat(page, 'Pairs').textContent()).toBe('6/6');
      const result = page.getByRole('region', { name: 'Result', exact: true });
      expect(await result.textContent()).toMatch(new RegExp(`All pairs found in ${moves} moves and \\d+:\\d\\d! New best!`));
      expect(moves).toBeGreaterThanOrEqual(6);
      expect(moves).toBeLessThanOrEqual(11);
      expect(await stat(page, 'Best').textContent()).toMatch(new RegExp(`^${moves} moves · \\d+:\\d\\d$`));
    });
  }, 60_000);

  it('daily-word refuses a made-up word, then colours a valid guess typed on the on-screen keyboard', async () => {
    await journey('daily-word', 'Daily Word', async (page) => {
      const keyboard = page.getByRole('group', { name: 'Keyboard', exact: true });
      await keyboard.waitFor({ timeout: 30_000 });
      const key = (name: string) => keyboard.getByRole('button', { name, exact: true });
      const row1 = page.getByRole('group', { name: /^Guess 1[:,]/ });

      for (const letter of 'QZXJV') await key(letter).tap();
      expect(await row1.getAttribute('aria-label')).toBe('Guess 1, typing: QZXJV');
      await key('Enter').tap();
      await expect.poll(() => page.getByRole('alert').textContent()).toBe('Not in word list');
      for (let i = 0; i < 5; i++) await key('Delete letter').tap();
      expect(await row1.getAttribute('aria-label')).toBe('Guess 1, typing: empty');

      for (const letter of 'CRANE') await key(letter).tap();
      await key('Enter').tap();
      const state = '(correct spot|in the word, wrong spot|not in the word)';
      await expect.poll(() => row1.getAttribute('aria-label')).toMatch(new RegExp(`^Guess 1: CRANE\\. C ${state}, R ${state}, A ${state}, N ${state}, E ${state}$`));
      // The keys are coloured too: C now says what is known about it.
      expect(await keyboard.getByRole('button', { name: new RegExp(`^C, ${state}$`) }).count()).toBe(1);
      expect(await page.getByRole('alert').count()).toBe(0);
    });
  });

  it('speed-math: answers typed from the question on screen raise the score', async () => {
    await journey('speed-math', 'Speed Math', async (page) => {
      const arena = page.getByRole('region', { name: 'Speed Math', exact: true });
      await arena.getByRole('button', { name: 'Start', exact: true }).tap();
      const answer = arena.getByRole('textbox', { name: 'Answer', exact: true });
      await answer.waitFor();
      const question = arena.getByText(/ = \?$/);
      for (let n = 1; n <= 3; n++) {
        const text = ((await question.textContent()) ?? '').replace(/−/g, '-').replace(/[()]/g, '');
        const [, a, op, b] = /^(-?\d+) ([+\-×÷]) (-?\d+) = \?$/.exec(text) ?? [];
        expect(op, text).toBeDefined();
        const x = Number(a);
        const y = Number(b);
        const right = op === '+' ? x + y : op === '-' ? x - y : op === '×' ? x * y : x / y;
        await answer.pressSequentially(String(right));
        // A right answer moves on by itself.
        await expect.poll(() => statNumber(page, 'Correct')).toBe(n);
        expect(await arena.getByText(/^Score \d+$/).textContent()).toBe(`Score ${n}`);
        expect(await answer.inputValue()).toBe('');
      }
      expect(await arena.getByText(/^✓ /).textContent()).toMatch(/^✓ .+ = -?\d+$/);
      expect(await stat(page, 'Wrong').textContent()).toBe('0');
      expect(await stat(page, 'Accuracy').textContent()).toBe('100%');
    });
  });
});
