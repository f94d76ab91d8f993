// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushDrafts, readDraft, type CatalogueTool } from '@toolhub/shared';
import { resetDrafts } from '@toolhub/shared/testing';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import AiRewriterTool from './index';

const tool: CatalogueTool = {
  name: 'AI Rewriter',
  path: 'ai-rewriter',
  description: 'Rewrite text simpler, more formal, more casual or shorter.',
  icon: '🔁',
  isAvailable: true,
  category: 'ai-tools',
};

function renderTool(url = '/ai-rewriter') {
  return renderInRouter(<AiRewriterTool tool={tool} />, url);
}

const fetchSpy = vi.fn<typeof fetch>();

/** A reload: the page's memory is gone, IndexedDB is not. */
async function reload(url = '/ai-rewriter') {
  cleanup();
  await act(() => flushDrafts());
  resetDrafts();
  renderTool(url);
}

const inputBox = () => screen.getByLabelText('Text to rewrite') as HTMLTextAreaElement;

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  sessionStorage.clear();
  fetchSpy.mockReset();
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function typeInput(user: ReturnType<typeof userEvent.setup>, text: string) {
  const input = screen.getByLabelText('Text to rewrite');
  await user.click(input);
  await user.paste(text);
}

async function configureEndpoint(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByText('AI endpoint settings (optional)'));
  await user.click(screen.getByRole('checkbox', { name: 'Use an OpenAI-compatible endpoint' }));
  await user.type(screen.getByLabelText('Base URL'), 'https://llm.example.com/v1');
  await user.type(screen.getByLabelText('Model'), 'tiny-1');
  await user.type(screen.getByLabelText('API key (kept only in this browser)'), 'sk-secret');
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
}

describe('AiRewriterTool', () => {
  it('rewrites live with the local engine, shows the changes and the rules, and sends nothing', async () => {
    const user = userEvent.setup();
    renderTool();
    await typeInput(user, 'In order to utilize it, we must commence.');

    const deleted = document.querySelectorAll('del');
    const inserted = document.querySelectorAll('ins');
    expect([...deleted].map((node) => node.textContent)).toEqual(['removed: In order to utilize ', 'removed: commence']);
    expect([...inserted].map((node) => node.textContent)).toEqual(['added: To use ', 'added: start']);
    expect(screen.getByText('3 changes applied')).toBeTruthy();
    expect(screen.getByText(/“in order to” → “to”/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Plain text' }));
    expect((screen.getByLabelText('Rewritten text') as HTMLTextAreaElement).value).toBe('To use it, we must start.');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('switches modes through the buttons and keeps the mode in the link', async () => {
    const user = userEvent.setup();
    renderTool();
    await typeInput(user, 'I do not know.');
    await user.click(screen.getByRole('button', { name: 'More casual' }));
    expect(currentSearch()).toBe('?mode=casual');
    expect(screen.getByRole('button', { name: 'More casual' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Plain text' }));
    expect((screen.getByLabelText('Rewritten text') as HTMLTextAreaElement).value).toBe("I don't know.");

    await user.click(screen.getByRole('button', { name: 'Use as input' }));
    expect((screen.getByLabelText('Text to rewrite') as HTMLTextAreaElement).value).toBe("I don't know.");
    await user.click(screen.getByRole('button', { name: 'More formal' }));
    expect((screen.getByLabelText('Rewritten text') as HTMLTextAreaElement).value).toBe('I do not know.');
  });

  it('opens a shared mode and falls back on an unknown one', () => {
    renderTool('/ai-rewriter?mode=shorter');
    expect(screen.getByRole('button', { name: 'Shorter' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('explains an unknown mode in the link', () => {
    renderTool('/ai-rewriter?mode=pirate');
    expect(screen.getByText(/Unknown mode “pirate”/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Simpler' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says when there is nothing to change and fills an example on request', async () => {
    const user = userEvent.setup();
    renderTool();
    await typeInput(user, 'The cat sat.');
    expect(screen.getByText(/Nothing to change in this mode/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try an example' }));
    expect((screen.getByLabelText('Text to rewrite') as HTMLTextAreaElement).value).toMatch(/^In order to utilize/);
  });

  it('keeps a text over the limit and says why it is not rewritten', async () => {
    const user = userEvent.setup();
    renderTool();
    await typeInput(user, 'a'.repeat(20_001));
    expect(screen.getByRole('alert').textContent).toMatch(/20,001 characters long; the limit is 20,000/);
    expect((screen.getByLabelText('Text to rewrite') as HTMLTextAreaElement).value).toHaveLength(20_001);
    // Over the limit nothing scans the whole text on each keystroke: no word count, only its length.
    expect(screen.getByText('20,001 / 20,000 characters')).toBeTruthy();
  });

  it('states the size limit before it is reached', () => {
    renderTool();
    expect(screen.getByText('0 words · 0 / 20,000 characters')).toBeTruthy();
  });

  it('keeps the text after a reload and a mode change, and Clear forgets it', async () => {
    const user = userEvent.setup();
    renderTool();
    await typeInput(user, 'Utilize it.');
    await reload('/ai-rewriter?mode=formal');
    await waitFor(() => expect(inputBox().value).toBe('Utilize it.'));
    await user.click(screen.getByRole('button', { name: 'Shorter' }));
    expect(inputBox().value).toBe('Utilize it.');
    expect(currentSearch()).toBe('?mode=shorter');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(inputBox().value).toBe('');
    await reload();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(inputBox().value).toBe('');
    expect(await readDraft('ai-rewriter:text')).toBeUndefined();
  });

  it('never puts the text in the link', async () => {
    const user = userEvent.setup();
    renderTool();
    await typeInput(user, 'Utilize it.');
    await user.click(screen.getByRole('button', { name: 'More casual' }));
    expect(currentSearch()).toBe('?mode=casual');
  });

  it('rewrites a long text in the background and shows the result', async () => {
    const user = userEvent.setup();
    renderTool();
    const long = 'We must utilize it. '.repeat(400).trim();
    await typeInput(user, long);
    expect(screen.getByText('Working…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Plain text' }));
    const output = (await screen.findByLabelText('Rewritten text')) as HTMLTextAreaElement;
    expect(output.value).toBe('We must use it. '.repeat(400).trim());
    expect(screen.getByText(/^1,600 → 1,600 words · 400 removed, 400 added · local engine$/)).toBeTruthy();
    expect(screen.queryByText('Working…')).toBeNull();
  });

  it('validates the endpoint settings', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.click(screen.getByText('AI endpoint settings (optional)'));
    await user.click(screen.getByRole('checkbox', { name: 'Use an OpenAI-compatible endpoint' }));
    await user.type(screen.getByLabelText('Base URL'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByText('This is not a valid URL.')).toBeTruthy();
    expect(screen.getByText(/Enter a model name/)).toBeTruthy();
    expect(localStorage.getItem('ai-rewriter.endpoint')).toBeNull();
  });

  it('uses a configured endpoint and shows its answer', async () => {
    const user = userEvent.setup();
    fetchSpy.mockResolvedValue(new Response(JSON.stringify({ choices: [{ message: { content: 'Use it now.' } }] })));
    renderTool();
    await configureEndpoint(user);
    expect(JSON.parse(sessionStorage.getItem('ai-rewriter.endpoint') ?? '{}')).toMatchObject({ model: 'tiny-1', apiKey: 'sk-secret' });
    expect(localStorage.getItem('ai-rewriter.endpoint')).toBeNull();

    await typeInput(user, 'Utilize it at this point in time.');
    expect(fetchSpy).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Rewrite with AI' }));
    expect(await screen.findByText(/by tiny-1/)).toBeTruthy();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('https://llm.example.com/v1/chat/completions');
    await user.click(screen.getByRole('button', { name: 'Plain text' }));
    expect((screen.getByLabelText('Rewritten text') as HTMLTextAreaElement).value).toBe('Use it now.');
  });

  it('on an endpoint error keeps the text and offers the local result', async () => {
    const user = userEvent.setup();
    fetchSpy.mockResolvedValue(new Response('oops', { status: 500 }));
    renderTool();
    await configureEndpoint(user);
    await typeInput(user, 'Utilize it.');
    await user.keyboard('{Control>}{Enter}{/Control}');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/server error \(HTTP 500\)/);
    expect((screen.getByLabelText('Text to rewrite') as HTMLTextAreaElement).value).toBe('Utilize it.');

    await user.click(within(alert).getByRole('button', { name: 'Use the local result' }));
    expect(screen.getByRole('radio', { name: 'Local engine (live, nothing sent)' })).toHaveProperty('checked', true);
    expect(screen.getByText(/local engine$/)).toBeTruthy();
    expect([...document.querySelectorAll('ins')].map((node) => node.textContent)).toEqual(['added: Use']);
  });

  it('forgets the endpoint and its key', async () => {
    const user = userEvent.setup();
    renderTool();
    await configureEndpoint(user);
    await user.click(screen.getByRole('button', { name: 'Forget' }));
    expect(localStorage.getItem('ai-rewriter.endpoint')).toBeNull();
    expect(sessionStorage.getItem('ai-rewriter.endpoint')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rewrite with AI' })).toBeNull();
  });
});
