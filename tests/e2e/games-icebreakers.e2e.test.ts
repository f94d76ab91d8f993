/** Issue 7, icebreakers and playful tools at phone size (truth or dare, would you rather, personality, emotion to art, colour picker). */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { escapeRegExp, phoneJourney } from './support/games';
import { siteAndBrowser } from './support/suite';
import { FAMILY_DARES, FAMILY_TRUTHS } from '../../remotes/social-icebreakers/src/tools/truth-or-dare/data/family';
import { DILEMMAS } from '../../remotes/social-icebreakers/src/tools/would-you-rather/data/dilemmas';
import { TRAITS, TRAIT_ORDER } from '../../remotes/ai-tools/src/tools/personality-decoder/items';
import { encodeScores, scoreAnswers, traitPercent } from '../../remotes/ai-tools/src/tools/personality-decoder/logic';

const PORT = 6400;
const suite = siteAndBrowser(PORT);
const journey = phoneJourney(suite);

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
