/** Issue 7, finger games at phone size (fast tap, draw a circle, bounce tap, reaction time, whack-a-mole): real taps and strokes, to a score. */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { phoneJourney, stat, statNumber } from './support/games';
import { siteAndBrowser } from './support/suite';

const PORT = 6200;
const journey = phoneJourney(siteAndBrowser(PORT));

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
});
