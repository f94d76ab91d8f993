// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushDrafts, type CatalogueTool } from '@toolhub/shared';
import { resetDrafts } from '@toolhub/shared/testing';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import TextToSpeechTool from './index';

const tool: CatalogueTool = {
  name: 'Text to Speech',
  path: 'text-to-speech',
  description: 'Have your browser read text aloud with the voice you choose.',
  icon: '🗣️',
  isAvailable: true,
  category: 'text-content-tools',
};

class FakeUtterance {
  voice: unknown = null;
  lang = '';
  rate = 1;
  pitch = 1;
  volume = 1;
  onstart: (() => void) | null = null;
  onend: (() => void) | null = null;
  onboundary: ((event: { charIndex: number; charLength?: number; name?: string }) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(public text: string) {}
}

const voice = (name: string, lang: string, isDefault = false) => ({ voiceURI: name, name, lang, default: isDefault, localService: true });

class FakeSynth extends EventTarget {
  voices: ReturnType<typeof voice>[] = [];
  spoken: FakeUtterance[] = [];
  calls: string[] = [];
  getVoices() {
    return this.voices;
  }
  speak(utterance: FakeUtterance) {
    this.spoken.push(utterance);
  }
  cancel() {
    this.calls.push('cancel');
  }
  pause() {
    this.calls.push('pause');
  }
  resume() {
    this.calls.push('resume');
  }
  /** Plays engine events the way a browser would, inside act() so React renders them. */
  fire(event: () => void) {
    act(event);
  }
}

const VOICES = [voice('Samantha', 'en-US', true), voice('Daniel', 'en-GB'), voice('Thomas', 'fr-FR'), voice('Karen', 'en-AU')];

function renderTool(url = '/text-to-speech') {
  return renderInRouter(<TextToSpeechTool tool={tool} />, url);
}

function installSpeech(voices = VOICES) {
  const synth = new FakeSynth();
  synth.voices = voices;
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  return synth;
}

const SENTENCE_A = 'The quick brown fox jumps over the lazy dog near the quiet river bank. ';
const LONG_TEXT = `${SENTENCE_A.repeat(2)}Then the fox ran far away into the dark green forest, and nobody saw it again that day.`;

beforeEach(() => {
  document.documentElement.lang = 'en-GB';
  globalThis.indexedDB = new IDBFactory();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = '';
});

describe('TextToSpeechTool', () => {
  it('explains when the browser has no speech synthesis and keeps the text usable', async () => {
    const user = userEvent.setup();
    renderTool();
    expect(screen.getByRole('alert').textContent).toMatch(/cannot read text aloud: it has no speech synthesis/);
    await user.type(screen.getByLabelText('Text to read aloud'), 'Hello');
    expect(screen.getByRole('button', { name: '▶ Play' })).toHaveProperty('disabled', true);
  });

  it('waits for voices and picks one for the page language', async () => {
    const synth = installSpeech([]);
    renderTool();
    expect(screen.getByText('Loading the voices of your device…')).toBeTruthy();
    synth.voices = VOICES;
    act(() => synth.dispatchEvent(new Event('voiceschanged')));
    const select = screen.getByLabelText<HTMLSelectElement>('Voice');
    expect(select.value).toBe('Daniel');
    expect([...select.querySelectorAll('optgroup')].map((group) => group.label)).toEqual(['English', 'French']);
    expect(within(select).getByRole('option', { name: 'Daniel (GB)' })).toBeTruthy();
  });

  it('says so when no voices arrive', async () => {
    installSpeech([]);
    renderTool();
    expect(await screen.findByText(/no voices are installed/, undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('reads sentence by sentence, highlighting the spoken word in the full text', async () => {
    const user = userEvent.setup();
    const synth = installSpeech();
    renderTool('/text-to-speech?rate=1.5');
    await user.click(screen.getByLabelText('Text to read aloud'));
    await user.paste(LONG_TEXT);
    await user.click(screen.getByRole('button', { name: '▶ Play' }));

    expect(synth.spoken).toHaveLength(1);
    const first = synth.spoken[0]!;
    expect(first.text).toBe(SENTENCE_A.repeat(2));
    expect(first.rate).toBe(1.5);
    expect((first.voice as { name: string }).name).toBe('Daniel');
    synth.fire(() => first.onstart?.());
    expect(screen.getByText('Reading part 1 of 2…')).toBeTruthy();
    synth.fire(() => first.onboundary?.({ charIndex: 10, charLength: 5, name: 'word' }));
    expect(screen.getByTestId('read-along').querySelector('mark')?.textContent).toBe('brown');

    await user.click(screen.getByRole('button', { name: '⏸ Pause' }));
    expect(synth.calls).toContain('pause');
    expect(screen.getByText('Paused at part 1 of 2.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '▶ Resume' }));
    expect(synth.calls).toContain('resume');

    synth.fire(() => first.onend?.());
    const second = synth.spoken[1]!;
    expect(second.text.startsWith('Then the fox')).toBe(true);
    // Safari gives no charLength: the word is found in the text.
    synth.fire(() => second.onboundary?.({ charIndex: 9, name: 'word' }));
    const mark = screen.getByTestId('read-along').querySelector('mark');
    expect(mark?.textContent).toBe('fox');
    expect(screen.getByText('Reading part 2 of 2…')).toBeTruthy();

    synth.fire(() => second.onend?.());
    expect(screen.getByText('Finished reading.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Text to read aloud').value).toBe(LONG_TEXT);
  });

  it('stops at once and ignores the engine’s late events', async () => {
    const user = userEvent.setup();
    const synth = installSpeech();
    renderTool();
    await user.click(screen.getByLabelText('Text to read aloud'));
    await user.paste(LONG_TEXT);
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(synth.spoken).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '⏹ Stop' }));
    expect(synth.calls.at(-1)).toBe('cancel');
    synth.fire(() => synth.spoken[0]?.onend?.());
    expect(synth.spoken).toHaveLength(1);
    expect(screen.getByRole('button', { name: '▶ Play' })).toBeTruthy();
  });

  it('reads only the selected part', async () => {
    const user = userEvent.setup();
    const synth = installSpeech();
    renderTool();
    const box = screen.getByLabelText<HTMLTextAreaElement>('Text to read aloud');
    await user.click(box);
    await user.paste('Skip this. Read this part only. Not this.');
    box.setSelectionRange(11, 31);
    await user.click(screen.getByRole('button', { name: '▶ Play' }));
    expect(synth.spoken[0]?.text).toBe('Read this part only.');
    synth.fire(() => synth.spoken[0]?.onboundary?.({ charIndex: 5, name: 'word' }));
    expect(screen.getByTestId('read-along').querySelector('mark')?.textContent).toBe('this');
  });

  it('shows engine errors clearly', async () => {
    const user = userEvent.setup();
    const synth = installSpeech();
    renderTool();
    await user.type(screen.getByLabelText('Text to read aloud'), 'Hello there.');
    await user.click(screen.getByRole('button', { name: '▶ Play' }));
    synth.fire(() => synth.spoken[0]?.onerror?.({ error: 'network' }));
    expect(screen.getByRole('alert').textContent).toMatch(/This voice is not available right now/);
    expect(screen.getByRole('button', { name: '▶ Play' })).toBeTruthy();
  });

  it('keeps voice, speed and pitch in the URL and reads them back', async () => {
    const user = userEvent.setup();
    installSpeech();
    renderTool('/text-to-speech?voice=Karen&rate=1.5&pitch=0.4');
    expect(screen.getByLabelText<HTMLSelectElement>('Voice').value).toBe('Karen');
    expect(screen.getByLabelText<HTMLInputElement>('Speed').value).toBe('1.5');
    expect(screen.getByLabelText<HTMLInputElement>('Pitch').getAttribute('aria-valuetext')).toBe('0.4');
    await user.selectOptions(screen.getByLabelText('Voice'), 'Thomas');
    expect(currentSearch()).toContain('voice=Thomas');
    fireEvent.change(screen.getByLabelText('Volume'), { target: { value: '0.5' } });
    expect(currentSearch()).toContain('volume=0.5');
    await user.click(screen.getByRole('button', { name: 'Reset speed, pitch and volume' }));
    expect(currentSearch()).toBe('?voice=Thomas');
  });

  it('says when the linked voice is missing here', () => {
    installSpeech();
    renderTool('/text-to-speech?voice=Zarvox');
    expect(screen.getByText(/The voice from the link \(“Zarvox”\) is not available on this device, so “Daniel” reads instead\./)).toBeTruthy();
  });

  it('keeps the text after a reload, and Clear forgets it', async () => {
    const user = userEvent.setup();
    installSpeech();
    renderTool();
    await user.type(screen.getByLabelText('Text to read aloud'), 'Remember me');
    const reload = async () => {
      cleanup();
      await act(() => flushDrafts());
      resetDrafts();
      renderTool();
    };
    await reload();
    await waitFor(() => expect(screen.getByLabelText<HTMLTextAreaElement>('Text to read aloud').value).toBe('Remember me'));
    expect(screen.getByText(/Your text from last time is back/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await reload();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByLabelText<HTMLTextAreaElement>('Text to read aloud').value).toBe('');
  });

  it('takes a long text and still counts its listening time', async () => {
    installSpeech();
    renderTool();
    const text = 'word '.repeat(150_000);
    fireEvent.change(screen.getByLabelText('Text to read aloud'), { target: { value: text } });
    await waitFor(() => expect(screen.getByText(/^750,000 characters/).textContent).toBe('750,000 characters · listening time about 937 min 30 s · Select part of the text to read only that · Ctrl+Enter reads, Esc stops.'));
  });
});
