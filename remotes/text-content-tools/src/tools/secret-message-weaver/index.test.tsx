// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushDrafts, readDraft, type CatalogueTool } from '@toolhub/shared';
import { resetDrafts } from '@toolhub/shared/testing';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import SecretMessageWeaverTool from './index';
import { MESSAGES, weavePlain } from './logic';

const tool: CatalogueTool = {
  name: 'Secret Message Weaver',
  path: 'secret-message-weaver',
  description: 'Hide a secret message inside innocent text, optionally encrypted.',
  icon: '🕸️',
  isAvailable: true,
  category: 'text-content-tools',
};

function renderTool(url = '/secret-message-weaver') {
  return renderInRouter(<SecretMessageWeaverTool tool={tool} />, url);
}

const visible = (text: string) => text.replace(/[\u200B-\u200D\u2060\uFEFF]/g, '');

/** A reload: the page's memory is gone, IndexedDB is not. */
async function reload() {
  cleanup();
  await act(() => flushDrafts());
  resetDrafts();
  renderTool();
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

describe('SecretMessageWeaverTool', () => {
  it('weaves the secret into the cover text as you type', async () => {
    const user = userEvent.setup();
    renderTool();
    const output = screen.getByLabelText<HTMLTextAreaElement>('Text with the hidden message');
    expect(screen.getByRole('button', { name: 'Copy text' })).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Cover text (what everyone sees)'), 'See you at lunch');
    await user.type(screen.getByLabelText('Secret message'), 'Bring the map');
    expect(visible(output.value)).toBe('See you at lunch');
    expect(output.value.length).toBeGreaterThan('See you at lunch'.length);
    expect(screen.getByText(/Hid [\d,]+ invisible characters after the first word/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy text' })).toHaveProperty('disabled', false);
    expect(screen.getByText(/strip zero-width characters/)).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Spread between words' }));
    expect(currentSearch()).toBe('?place=spread');
    const words = output.value.split(' ');
    expect(words.slice(0, -1).every((word) => visible(word) !== word)).toBe(true);
    expect(words.at(-1)).toBe('lunch');
  });

  it('checks the result in the Reveal tab', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.type(screen.getByLabelText('Cover text (what everyone sees)'), 'Nice weather');
    await user.type(screen.getByLabelText('Secret message'), 'Meet at 5 🙂');
    await user.click(screen.getByRole('button', { name: 'Check it in Reveal' }));
    expect(screen.getByRole('tab', { name: 'Reveal' }).getAttribute('aria-selected')).toBe('true');
    expect(currentSearch()).toBe('?tab=reveal');
    expect(screen.getByTestId('revealed-message').textContent).toBe('Meet at 5 🙂');
    expect(screen.getByText('Found a hidden message.')).toBeTruthy();
  });

  it('finds a pasted message and says so clearly when there is none or it is damaged', async () => {
    const user = userEvent.setup();
    renderTool('/secret-message-weaver?tab=reveal');
    const box = screen.getByLabelText<HTMLTextAreaElement>('Text to check');
    await user.click(box);
    await user.paste('Just a normal sentence 👩‍💻.');
    expect(screen.getByText(/No hidden message found in this text\./)).toBeTruthy();
    expect(screen.getByText(/It holds 1 invisible character,/)).toBeTruthy();

    const woven = weavePlain('Hello there friend', 'pizza at eight', 'first-word').text;
    await user.clear(box);
    await user.paste(`Forwarded: ${woven} -- sent from my phone`);
    expect(screen.getByTestId('revealed-message').textContent).toBe('pizza at eight');

    await user.clear(box);
    await user.paste(woven.slice(0, 30));
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.truncated);
    expect(box.value).toBe(woven.slice(0, 30));
  });

  it('locks with a passphrase and refuses the wrong one', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.type(screen.getByLabelText('Cover text (what everyone sees)'), 'Happy birthday');
    await user.type(screen.getByLabelText('Secret message'), 'Party at noon');
    await user.click(screen.getByRole('checkbox', { name: /Lock with a passphrase/ }));
    expect(screen.getByText(MESSAGES.emptyPassphrase)).toBeTruthy();
    await user.type(screen.getByLabelText('Passphrase'), 'blue moon');
    expect(await screen.findByText(/locked with your passphrase/, undefined, { timeout: 15_000 })).toBeTruthy();
    const output = screen.getByLabelText<HTMLTextAreaElement>('Text with the hidden message');
    expect(visible(output.value)).toBe('Happy birthday');
    await user.click(screen.getByRole('button', { name: 'Check it in Reveal' }));

    const reveal = screen.getByRole('tabpanel', { name: 'Reveal' });
    expect(within(reveal).getByText('This text hides a message locked with a passphrase.')).toBeTruthy();
    const passphrase = within(reveal).getByLabelText('Passphrase');
    await user.type(passphrase, 'red moon{Enter}');
    expect((await within(reveal).findByRole('alert', undefined, { timeout: 15_000 })).textContent).toBe(MESSAGES.wrongPassphrase);
    await user.clear(passphrase);
    await user.type(passphrase, 'blue moon');
    await user.click(within(reveal).getByRole('button', { name: 'Unlock' }));
    expect((await within(reveal).findByTestId('revealed-message', undefined, { timeout: 15_000 })).textContent).toBe('Party at noon');
  }, 60_000);

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.click(screen.getByRole('tab', { name: 'Hide' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Reveal' }));
    expect(screen.getByLabelText('Text to check')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Hide' }).getAttribute('aria-selected')).toBe('true');
  });

  it('explains an over-long secret and keeps it', async () => {
    const user = userEvent.setup();
    renderTool();
    const secret = screen.getByLabelText<HTMLTextAreaElement>('Secret message');
    await user.click(secret);
    await user.paste('x'.repeat(9000));
    expect(screen.getByRole('alert').textContent).toMatch(/The secret is too long: 9,000 bytes/);
    expect(secret.value).toHaveLength(9000);
  });

  it('keeps the cover text after a reload but never the secret', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.type(screen.getByLabelText('Cover text (what everyone sees)'), 'See you at lunch');
    await user.type(screen.getByLabelText('Secret message'), 'Bring the map');
    expect(screen.getByText('Not saved anywhere: it is gone when you reload or close this page.')).toBeTruthy();
    await reload();
    await waitFor(() => expect(screen.getByLabelText<HTMLTextAreaElement>('Cover text (what everyone sees)').value).toBe('See you at lunch'));
    expect(screen.getByText(/Your cover text from last time is back/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Secret message').value).toBe('');
    expect(await readDraft('secret-message-weaver:secret')).toBeUndefined();
  });

  it('stores a cover that carries an earlier message without it', async () => {
    const user = userEvent.setup();
    renderTool();
    const woven = weavePlain('Meet me at noon', 'old secret', 'spread').text;
    const cover = screen.getByLabelText<HTMLTextAreaElement>('Cover text (what everyone sees)');
    await user.click(cover);
    await user.paste(woven);
    expect(cover.value).toBe(woven);
    await act(() => flushDrafts());
    expect(await readDraft('secret-message-weaver:cover')).toBe('Meet me at noon');
    await reload();
    await waitFor(() => expect(screen.getByLabelText<HTMLTextAreaElement>('Cover text (what everyone sees)').value).toBe('Meet me at noon'));
  });

  it('clears the cover and the secret, and the cleared cover stays gone after a reload', async () => {
    const user = userEvent.setup();
    renderTool();
    const clear = screen.getByRole('button', { name: 'Clear' });
    expect(clear).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Cover text (what everyone sees)'), 'Nice weather');
    await user.type(screen.getByLabelText('Secret message'), 'Run');
    await user.click(clear);
    expect(screen.getByLabelText<HTMLTextAreaElement>('Cover text (what everyone sees)').value).toBe('');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Secret message').value).toBe('');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Text with the hidden message').value).toBe('');
    await reload();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByLabelText<HTMLTextAreaElement>('Cover text (what everyone sees)').value).toBe('');
  });
});
