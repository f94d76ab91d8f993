import { isSpeakable, spokenRange, type Chunk, type TextRange } from './logic';

/** The slice of window.speechSynthesis the player uses; tests hand in a fake. */
export interface SynthLike {
  speak(utterance: SpeechSynthesisUtterance): void;
  cancel(): void;
  pause(): void;
  resume(): void;
  getVoices(): SpeechSynthesisVoice[];
  addEventListener(type: 'voiceschanged', listener: () => void): void;
  removeEventListener(type: 'voiceschanged', listener: () => void): void;
}

export interface Speech {
  synth: SynthLike;
  makeUtterance: (text: string) => SpeechSynthesisUtterance;
}

/** The browser's speech synthesis, or null where there is none (some Linux browsers, older in-app browsers). */
export function browserSpeech(): Speech | null {
  if (typeof window === 'undefined') return null;
  const synth = (window as { speechSynthesis?: SynthLike }).speechSynthesis;
  const Utterance = (window as { SpeechSynthesisUtterance?: typeof SpeechSynthesisUtterance }).SpeechSynthesisUtterance;
  if (!synth || typeof Utterance !== 'function') return null;
  return { synth, makeUtterance: (text) => new Utterance(text) };
}

export interface SpeakSettings {
  voice: SpeechSynthesisVoice | null;
  lang: string;
  rate: number;
  pitch: number;
  volume: number;
}

export interface PlayerListener {
  onChunk(index: number): void;
  onWord(range: TextRange): void;
  onEnd(): void;
  onError(message: string): void;
}

/**
 * Speaks chunks one after another. Each play gets a new session number: engines still fire 'end'
 * and 'error' for utterances that were cancelled, and those must not move a newer session on.
 */
export class SpeechPlayer {
  private session = 0;
  /** Chrome drops events of utterances that were garbage-collected, so the current one is kept. */
  private current: SpeechSynthesisUtterance | null = null;

  constructor(
    private readonly speech: Speech,
    /** The voice and settings of the next chunk; the page keeps them current with `configure`. */
    private settings: SpeakSettings,
    private readonly listener: PlayerListener,
  ) {}

  /** New settings take effect from the next chunk, so a change is heard while reading. */
  configure(settings: SpeakSettings) {
    this.settings = settings;
  }

  play(chunks: readonly Chunk[], from = 0) {
    this.speech.synth.cancel();
    const session = ++this.session;
    this.speakFrom(chunks, from, session);
  }

  pause() {
    this.speech.synth.pause();
  }

  resume() {
    this.speech.synth.resume();
  }

  stop() {
    this.session++;
    this.current = null;
    this.speech.synth.cancel();
  }

  private speakFrom(chunks: readonly Chunk[], index: number, session: number) {
    let next = index;
    while (next < chunks.length && !isSpeakable(chunks[next]?.text ?? '')) next++;
    const chunk = chunks[next];
    if (!chunk) {
      this.current = null;
      this.listener.onEnd();
      return;
    }
    const utterance = this.speech.makeUtterance(chunk.text);
    const settings = this.settings;
    if (settings.voice) utterance.voice = settings.voice;
    utterance.lang = settings.voice?.lang ?? settings.lang;
    utterance.rate = settings.rate;
    utterance.pitch = settings.pitch;
    utterance.volume = settings.volume;
    utterance.onstart = () => session === this.session && this.listener.onChunk(next);
    utterance.onboundary = (event) => {
      if (session !== this.session || (event.name && event.name !== 'word')) return;
      this.listener.onWord(spokenRange(chunk, event.charIndex, event.charLength));
    };
    utterance.onend = () => session === this.session && this.speakFrom(chunks, next + 1, session);
    utterance.onerror = (event) => {
      if (session !== this.session || event.error === 'interrupted' || event.error === 'canceled') return;
      this.session++;
      this.current = null;
      this.listener.onError(speechErrorMessage(event.error));
    };
    this.current = utterance;
    this.listener.onChunk(next);
    this.speech.synth.speak(utterance);
  }

  get speaking(): boolean {
    return this.current !== null;
  }
}

export function speechErrorMessage(code: string): string {
  switch (code) {
    case 'not-allowed':
      return 'The browser blocked speech. Press Play again; some browsers only speak right after a click.';
    case 'network':
    case 'synthesis-unavailable':
      return 'This voice is not available right now (online voices need a connection). Pick another voice and press Play.';
    case 'language-unavailable':
    case 'voice-unavailable':
      return 'This voice cannot speak here. Pick another voice and press Play.';
    case 'text-too-long':
      return 'The browser refused a sentence as too long. Add a full stop or line break to split it, then press Play.';
    default:
      return 'Speech stopped because of an error in the browser. Press Play to try again.';
  }
}
