/** One journey per text and content tool (secret message, word counter, case, speech, lorem ipsum, Markdown), with no console error. */
import { describe, expect, it } from 'vitest';
import { siteAndBrowser } from './support/suite';
import { toolJourney } from './support/tools';

const PORT = 7500;
const journey = toolJourney(siteAndBrowser(PORT));

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

  it('markdown-to-html previews typed Markdown and takes out what is unsafe', async () => {
    await journey('markdown-to-html', 'Markdown to HTML', 'desktop', async (page) => {
      const input = page.getByLabel('Markdown', { exact: true });
      await input.fill('# Notes\n\nSome **bold** text. <img src="x.png" alt="x" onerror="alert(1)"> [link](javascript:alert(1))');
      const preview = page.getByRole('region', { name: 'Preview' });
      await expect.poll(() => preview.getByRole('heading', { level: 1 }).textContent()).toBe('Notes');
      expect(await preview.locator('strong').textContent()).toBe('bold');
      expect(await page.getByText('Removed for safety: 1 event handler (onerror) and 1 unsafe link.').count()).toBe(1);
      expect(await preview.evaluate((region) => region.innerHTML.includes('onerror') || region.innerHTML.includes('javascript:'))).toBe(false);
      await page.getByRole('radio', { name: 'HTML code' }).check();
      await expect.poll(() => page.getByLabel('HTML source', { exact: true }).inputValue()).toContain('<h1 id="notes">Notes</h1>');
      expect(await input.inputValue()).toContain('Some **bold** text.');
    });
  });
});
