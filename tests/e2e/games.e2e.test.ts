import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openPage, type ObservedPage } from './support/browser';
import { siteAndBrowser } from './support/suite';
import { FAMILY_DARES, FAMILY_TRUTHS } from '../../remotes/social-icebreakers/src/tools/truth-or-dare/data/family';
import { DILEMMAS } from '../../remotes/social-icebreakers/src/tools/would-you-rather/data/dilemmas';
import { TRAITS, TRAIT_ORDER } from '../../remotes/ai-tools/src/tools/personality-decoder/items';
import { encodeScores, scoreAnswers, traitPercent } from '../../remotes/ai-tools/src/tools/personality-decoder/logic';

/**
 * Issue 7: every game (and the playful tools next to them) played end to end in headless
 * Chromium at phone size, with touch input where a finger would be used, until a score or result
 * shows, and without a console error. Random outcomes are checked by their properties only.
 */
const PORT = 5500;
const suite = siteAndBrowser(PORT);

interface Journey extends ObservedPage {
  /** Opens another phone-sized page (its own context, so its own storage). */
  another: (url: string) => Promise<Page>;
}

/** Opens a tool at phone size, runs `play`, then checks nothing was logged as an error. */
async function journey(path: string, name: string, play: (page: Page, journey: Journey) => Promise<void>, options: { reducedMotion?: boolean } = {}) {
  const observed = await openPage(suite.browser, { viewport: 'phone' });
  const extra: ObservedPage[] = [];
  const open = async (target: ObservedPage, url: string) => {
    if (options.reducedMotion) await target.page.emulateMedia({ reducedMotion: 'reduce' });
    await target.page.goto(url);
    await expect.poll(() => target.page.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 }).toBe(name);
  };
  try {
    await open(observed, `${suite.site.url}/${path}`);
    await play(observed.page, {
      ...observed,
      another: async (url) => {
        const next = await openPage(suite.browser, { viewport: 'phone' });
        extra.push(next);
        await open(next, url);
        return next.page;
      },
    });
    expect(observed.errors).toEqual([]);
    for (const other of extra) expect(other.errors).toEqual([]);
  } finally {
    for (const other of extra) await other.context.close();
    await observed.context.close();
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The value (dd) next to a term (dt) of a description list, found by the term's exact text. */
function stat(scope: Page | Locator, term: string): Locator {
  return scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${escapeRegExp(term)}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

async function statNumber(scope: Page | Locator, term: string): Promise<number> {
  const text = (await stat(scope, term).textContent()) ?? '';
  return Number(/^-?\d+(\.\d+)?/.exec(text.trim())?.[0] ?? NaN);
}

/** Where a finger would land inside an element, as a fraction of its box. */
async function pointIn(locator: Locator, fx = 0.5, fy = 0.5): Promise<{ x: number; y: number }> {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element has no box to tap.');
  return { x: box.x + box.width * fx, y: box.y + box.height * fy };
}

/**
 * A finger stroke through `points` (viewport coordinates): touchStart, touchMoves, touchEnd, as
 * a phone's touchscreen sends them (Playwright's touchscreen only taps).
 */
async function swipe(page: Page, points: { x: number; y: number }[], stepMs = 8) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point?: { x: number; y: number }) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: point ? [{ x: point.x, y: point.y, id: 1 }] : [] });
  const [first, ...rest] = points;
  if (!first) return;
  await touch('touchStart', first);
  for (const point of rest) {
    await touch('touchMove', point);
    if (stepMs > 0) await page.waitForTimeout(stepMs);
  }
  await touch('touchEnd');
  await cdp.detach();
}

function circle(centre: { x: number; y: number }, radius: number, steps: number, turns = 1.04) {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const angle = (i / steps) * turns * 2 * Math.PI - Math.PI / 2;
    return { x: centre.x + radius * Math.cos(angle), y: centre.y + radius * Math.sin(angle) };
  });
}

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

  it('fast-tap-challenge counts finger taps through the real 10 s round and shows taps per second', async () => {
    await journey('fast-tap-challenge', 'Fast Tap Challenge', async (page) => {
      const target = page.getByRole('region', { name: 'Fast Tap Challenge', exact: true }).getByRole('button');
      const result = page.getByRole('region', { name: 'Result', exact: true });
      const centre = await pointIn(target);
      await page.touchscreen.tap(centre.x, centre.y);
      await expect.poll(() => target.textContent()).toMatch(/Get ready…$/);
      // 3-2-1, then ten seconds of tapping: keep tapping until the result appears (taps in the
      // countdown don't count, and the result must not be tapped away once it is up).
      const deadline = Date.now() + 20_000;
      let sent = 0;
      while (!(await result.isVisible()) && Date.now() < deadline) {
        await page.touchscreen.tap(centre.x, centre.y);
        sent++;
      }
      expect(await result.isVisible()).toBe(true);
      const taps = await statNumber(page, 'Taps');
      expect(taps).toBeGreaterThan(10);
      expect(taps).toBeLessThanOrEqual(sent);
      const rate = (taps / 10).toFixed(1);
      expect(await stat(page, 'Taps / second').textContent()).toBe(rate);
      expect(await stat(page, 'Time left').textContent()).toBe('0.0 s');
      expect(await stat(page, 'Best').textContent()).toBe(String(taps));
      expect(await result.textContent()).toContain(`${taps} taps · ${rate} taps per second · New best!`);
    });
  }, 60_000);

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

  it('draw-circle scores a finger-drawn circle in % and calls a tiny scribble too small', async () => {
    await journey('draw-circle', 'Draw a Perfect Circle', async (page) => {
      const canvas = page.getByRole('img', { name: 'Drawing area: draw a circle here with your mouse, pen or finger.', exact: true });
      const centre = await pointIn(canvas);
      const box = (await canvas.boundingBox())!;
      await swipe(page, circle(centre, box.width * 0.3, 72));
      const verdict = page.getByRole('main').getByRole('status'); // not the page's toast region
      await expect.poll(() => verdict.textContent()).toMatch(/^\d+\.\d% .+ New best!$/);
      const score = Number(/^(\d+\.\d)%/.exec((await verdict.textContent()) ?? '')?.[1]);
      expect(score).toBeGreaterThan(80);
      expect(score).toBeLessThanOrEqual(100);
      expect(await page.getByRole('img', { name: `Your circle scored ${score.toFixed(1)} percent; the ideal circle is shown dashed.`, exact: true }).count()).toBe(1);
      expect(await page.getByText(/^Best:/).textContent()).toBe(`Best: ${score.toFixed(1)}%`);

      // A scribble a few pixels across is too small to judge, and the best stays.
      await swipe(page, circle(centre, 12, 40));
      await expect.poll(() => verdict.textContent()).toBe('Too small! Draw a bigger circle so it can be measured.');
      expect(await page.getByText(/^Best:/).textContent()).toBe(`Best: ${score.toFixed(1)}%`);
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

  it('bounce-tap starts from a tap on the ball, runs, and ends with a game-over score', async () => {
    await journey('bounce-tap', 'Bounce Tap', async (page) => {
      await page.getByText('Tap the ball to start', { exact: true }).waitFor();
      const playfield = page.getByRole('img', { name: /^Playfield: the ball/ });
      // The ball waits in the middle, 62% of the way down the field.
      const ball = await pointIn(playfield, 0.5, 0.62);
      await page.touchscreen.tap(ball.x, ball.y);
      const pause = page.getByRole('button', { name: 'Pause', exact: true });
      await pause.waitFor({ timeout: 5_000 });
      expect(await page.getByRole('img', { name: /^Playfield: the ball is in play\. Score \d+\.$/ }).count()).toBe(1);
      // Kicked straight up, it comes back down through the same spot: keep tapping there for a
      // while (a hit scores), then let it fall.
      const over = page.getByRole('button', { name: 'Play again', exact: true });
      const until = Date.now() + 3_000;
      while (Date.now() < until && !(await over.isVisible())) {
        await page.touchscreen.tap(ball.x, ball.y);
        await page.waitForTimeout(30);
      }
      await over.waitFor({ timeout: 15_000 });
      const score = await statNumber(page, 'Score');
      expect(score).toBeGreaterThanOrEqual(0);
      expect(await page.getByText(new RegExp(`^Game over\\. You scored ${score}\\.`)).count()).toBe(1);
      expect(await page.getByText(`You kept it up ${score} time${score === 1 ? '' : 's'}. Tap or press Space to play again.`, { exact: true }).count()).toBe(1);
      expect(await page.getByText(score > 0 ? 'New high score!' : 'Game over', { exact: true }).count()).toBe(1);
      expect(await statNumber(page, 'High score')).toBe(score);
    });
  }, 60_000);

  it('reaction-time says "Too soon!" for an early tap, then times a tap on green in ms', async () => {
    await journey('reaction-time', 'Reaction Time Test', async (page) => {
      const pad = page.getByRole('region', { name: 'Reaction Time Test', exact: true }).getByRole('button');
      expect(await pad.textContent()).toMatch(/^Tap to start/);
      await pad.tap();
      expect(await pad.textContent()).toMatch(/^Wait for green…/);
      await pad.tap();
      await expect.poll(() => pad.textContent()).toMatch(/^Too soon!/);
      expect(await page.getByText('Too soon!', { exact: true }).count()).toBeGreaterThanOrEqual(1);
      expect(await page.getByText(/^Attempts/).textContent()).toMatch(/0 of 5$/);

      await pad.tap();
      expect(await pad.textContent()).toMatch(/^Wait for green…/);
      // Green comes 1.5–5 s later; tap as soon as it shows.
      await page.getByRole('button', { name: /^Tap!/ }).waitFor({ timeout: 10_000 });
      await pad.tap();
      await expect.poll(() => pad.textContent()).toMatch(/^\d+ ms/);
      const ms = Number(/^(\d+) ms/.exec((await pad.textContent()) ?? '')?.[1]);
      expect(ms).toBeGreaterThan(0);
      expect(ms).toBeLessThan(5_000);
      expect(await page.getByText(`${ms} milliseconds.`, { exact: true }).count()).toBe(1);
      expect(await stat(page, 'Best ever').textContent()).toBe(`${ms} ms`);
      expect(await page.getByRole('list', { name: 'This set', exact: true }).getByRole('listitem').first().textContent()).toBe(`#1${ms} ms`);
      expect(await page.getByText(/^Attempts/).textContent()).toMatch(/1 of 5$/);
    });
  });

  it('whack-a-mole: taps on moles count as hits, taps on empty holes as misses', async () => {
    await journey('whack-a-mole', 'Whack-a-Mole', async (page) => {
      const game = page.getByRole('region', { name: 'Whack-a-Mole', exact: true });
      await game.getByRole('button', { name: 'Start round', exact: true }).tap();
      const holes = game.getByRole('group', { name: 'Mole holes', exact: true });
      const counts = async () => {
        const text = (await game.getByText(/^Hits \d+ · Misses \d+/).textContent()) ?? '';
        const [, hits, misses] = /^Hits (\d+) · Misses (\d+)/.exec(text) ?? [];
        return { hits: Number(hits), misses: Number(misses) };
      };
      expect(await counts()).toEqual({ hits: 0, misses: 0 });

      // A mole is up for about a second at this stage; one may duck just before the finger lands,
      // so try a few.
      let taps = 0;
      for (let attempt = 0; attempt < 8 && (await counts()).hits === 0; attempt++) {
        const mole = holes.getByRole('button', { name: /^Hole \d, mole up!$/ }).first();
        await mole.waitFor({ timeout: 5_000 });
        await mole.tap();
        taps++;
        await expect.poll(async () => (await counts()).hits + (await counts()).misses).toBe(taps);
      }
      for (let attempt = 0; attempt < 8 && (await counts()).misses === 0; attempt++) {
        await holes.getByRole('button', { name: /^Hole \d$/ }).first().tap();
        taps++;
        await expect.poll(async () => (await counts()).hits + (await counts()).misses).toBe(taps);
      }
      const { hits, misses } = await counts();
      expect(hits).toBeGreaterThanOrEqual(1);
      expect(misses).toBeGreaterThanOrEqual(1);
      expect(await statNumber(game, 'Score')).toBe(Math.max(0, hits * 10 - misses * 5));
      const accuracy = Math.round((hits / (hits + misses)) * 100);
      expect(await game.getByText(/^Hits \d+ · Misses \d+/).textContent()).toContain(`Accuracy ${accuracy}%`);
      // The 30-second round is still running; it is left to run out with the page.
      expect(await game.getByRole('progressbar', { name: 'Time left', exact: true }).getAttribute('aria-valuenow')).not.toBe('0');
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

describe('icebreakers and playful tools at phone size', () => {
  it('truth-or-dare deals a truth, then rotates turns between two players', async () => {
    await journey('truth-or-dare', 'Truth or Dare', async (page) => {
      const card = (name: string) => page.getByRole('article', { name, exact: true });
      const prompt = async (name: string) => ((await card(name).textContent()) ?? '').slice(name.length);

      await page.getByRole('button', { name: 'Truth', exact: true }).tap();
      await card('Truth').waitFor();
      expect(FAMILY_TRUTHS.map((p) => p.text)).toContain(await prompt('Truth'));

      const name = page.getByLabel('Player name', { exact: true });
      await name.fill('Ana');
      await name.press('Enter');
      await name.fill('Ben');
      await page.getByRole('button', { name: 'Add', exact: true }).tap();
      const order = page.getByRole('list', { name: 'Turn order', exact: true }).getByRole('listitem');
      await expect.poll(() => order.allTextContents()).toEqual(['Ana · up next✕', 'Ben✕']);

      await page.getByRole('button', { name: 'Truth', exact: true }).tap();
      await card("Ana's truth").waitFor();
      expect(FAMILY_TRUTHS.map((p) => p.text)).toContain(await prompt("Ana's truth"));
      expect(await page.getByText('Next up: Ben', { exact: true }).count()).toBe(1);

      await page.getByRole('button', { name: 'Dare', exact: true }).tap();
      await card("Ben's dare").waitFor();
      expect(FAMILY_DARES.map((p) => p.text)).toContain(await prompt("Ben's dare"));
      expect(await page.getByText('Next up: Ana', { exact: true }).count()).toBe(1);

      await page.getByRole('button', { name: 'Truth', exact: true }).tap();
      await card("Ana's truth").waitFor();
      expect(await page.getByText('Next up: Ben', { exact: true }).count()).toBe(1);
    });
  });

  it('would-you-rather shows the percentages after a choice, and the share link carries ?d=', async () => {
    await journey('would-you-rather', 'Would You Rather', async (page, { context, another }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.site.url });
      const region = (on: Page) => on.getByRole('region', { name: 'Would you rather…', exact: true });
      const dilemma = region(page);
      await dilemma.waitFor();
      // Which dilemma was dealt: each option button shows its key (1 or 2), then its text.
      const shown = await dilemma.getByRole('button').allTextContents();
      const current = DILEMMAS.find((d) => shown.includes(`1${d.a}`) && shown.includes(`2${d.b}`));
      expect(current, shown.join(' | ')).toBeDefined();
      const { id, a, b } = current!;
      const option = (on: Page, text: string) => region(on).getByRole('button', { name: new RegExp(`^${escapeRegExp(text)}`) });
      expect(await option(page, a).getAttribute('aria-pressed')).toBe('false');

      await option(page, a).tap();
      await expect.poll(() => option(page, a).getAttribute('aria-pressed')).toBe('true');
      expect(await option(page, a).textContent()).toBe(`1${a}100%1 time`);
      expect(await option(page, b).textContent()).toBe(`2${b}0%0 times`);
      expect(await dilemma.getByText(/^You've answered this one/).textContent()).toBe(`You've answered this one 1 time in this browser: 100% “${a}”, 0% “${b}”.`);

      await dilemma.getByRole('button', { name: 'Share', exact: true }).tap();
      await dilemma.getByText('Link copied: paste it anywhere to share this dilemma.', { exact: true }).waitFor();
      const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
      expect(link.origin + link.pathname).toBe(`${suite.site.url}/would-you-rather`);
      expect(link.search).toContain(`d=${id}`);
      expect(link.searchParams.get('d')).toBe(id);

      // Opened elsewhere, the link shows the same dilemma, not yet answered there.
      const friend = await another(link.toString());
      await expect.poll(() => option(friend, a).textContent()).toBe(`1${a}`);
      expect(await option(friend, b).textContent()).toBe(`2${b}`);
      expect(await option(friend, a).getAttribute('aria-pressed')).toBe('false');
    });
  });

  it('personality-decoder: 50 answers from the keys 1..5 give results for the five traits', async () => {
    await journey('personality-decoder', 'Personality Decoder', async (page) => {
      await page.getByRole('button', { name: 'Start the test', exact: true }).tap();
      await page.getByText('Question 1 of 50', { exact: true }).waitFor();
      const answers = Array.from({ length: 50 }, (_, i) => ((i * 3) % 5) + 1);
      for (const [i, value] of answers.entries()) {
        await page.keyboard.press(String(value));
        if (i === 0) await page.getByText('Question 2 of 50', { exact: true }).waitFor();
      }
      await page.getByRole('heading', { name: 'Your Big Five profile', exact: true }).waitFor();
      const scores = scoreAnswers(answers)!;
      expect(new URL(page.url()).searchParams.get('r')).toBe(encodeScores(scores));
      const traits = page.getByRole('heading', { level: 3 });
      expect(await traits.allTextContents()).toEqual(TRAIT_ORDER.map((id) => TRAITS[id].name));
      for (const id of TRAIT_ORDER) {
        const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: TRAITS[id].name, exact: true }) });
        expect(await item.textContent()).toContain(`${traitPercent(scores, id)}% · ${scores[id]} / 50`);
      }
      // The shareable result card is drawn in a real browser.
      await page.getByRole('img', { name: /^Result card\. / }).waitFor();
      expect(await page.getByLabel('Results link (contains only the five scores)', { exact: true }).inputValue()).toContain(`r=${encodeScores(scores)}`);
    });
  });

  it('emotion-to-art paints "calm", and the same seed link paints the same PNG', async () => {
    const pngOf = async (page: Page, label: string | RegExp) => {
      const canvas = page.getByRole('img', typeof label === 'string' ? { name: label, exact: true } : { name: label });
      await canvas.waitFor();
      // Settle: the canvas is resized to its box once laid out, so wait for two equal reads.
      let previous = '';
      let current = await canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL('image/png'));
      for (let i = 0; i < 20 && current !== previous; i++) {
        await page.waitForTimeout(150);
        previous = current;
        current = await canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL('image/png'));
      }
      expect(current).toBe(previous);
      return current;
    };
    await journey(
      'emotion-to-art',
      'Emotion to Art',
      async (page, { another }) => {
        await expect.poll(() => new URL(page.url()).searchParams.get('s')).toMatch(/^[a-z2-9]{8}$/);
        const empty = await pngOf(page, 'An empty canvas waiting for a feeling.');
        const calm = page.getByRole('group', { name: 'Emotions', exact: true }).getByRole('button', { name: 'Calm', exact: true });
        await calm.tap();
        expect(await calm.getAttribute('aria-pressed')).toBe('true');
        await page.getByText('Painting Calm 100%.', { exact: true }).waitFor();
        const painting = /^Generative painting of Calm 100%: /;
        const png = await pngOf(page, painting);
        expect(png).toMatch(/^data:image\/png;base64,/);
        expect(png).not.toBe(empty);
        const link = new URL(page.url());
        expect(link.searchParams.get('e')).toBe('calm');
        const seed = link.searchParams.get('s');

        const friend = await another(link.toString());
        expect(await friend.getByLabel('Seed', { exact: true }).inputValue()).toBe(seed);
        expect(await pngOf(friend, painting)).toBe(png);
        // A new seed paints a different picture of the same feeling.
        await friend.getByRole('button', { name: 'New seed', exact: true }).tap();
        await expect.poll(() => new URL(friend.url()).searchParams.get('s')).not.toBe(seed);
        expect(await pngOf(friend, painting)).not.toBe(png);
      },
      // Motion paused from the start, so the picture is the seed's first frame on both pages.
      { reducedMotion: true },
    );
  });

  it('color-picker: #ff0000 typed in HEX shows rgb(255 0 0) in RGB', async () => {
    await journey('color-picker', 'Color Picker', async (page) => {
      const field = (name: string) => page.getByRole('textbox', { name, exact: true });
      expect(await field('HEX').inputValue()).toBe('#4f46e5');
      await field('HEX').fill('');
      await field('HEX').pressSequentially('#ff0000');
      await expect.poll(() => field('RGB').inputValue()).toBe('rgb(255 0 0)');
      expect(await field('HSL').inputValue()).toBe('hsl(0 100% 50%)');
      await expect.poll(() => new URL(page.url()).searchParams.get('color')).toBe('ff0000');
      expect(await page.getByRole('alert').count()).toBe(0);
    });
  });
});
