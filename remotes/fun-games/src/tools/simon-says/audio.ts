/**
 * The pads' tones through WebAudio: one AudioContext made on the first press (browsers only let
 * sound start from a user gesture), a soft attack and release so tones never click, and silence
 * instead of an error where the browser has no WebAudio or refuses it.
 */
type ContextConstructor = new () => AudioContext;

let context: AudioContext | null = null;
let unavailable = false;

function audioContext(): AudioContext | null {
  if (context || unavailable) return context;
  const Ctor = (globalThis as { AudioContext?: ContextConstructor; webkitAudioContext?: ContextConstructor }).AudioContext ?? (globalThis as { webkitAudioContext?: ContextConstructor }).webkitAudioContext;
  if (!Ctor) {
    unavailable = true;
    return null;
  }
  try {
    context = new Ctor();
  } catch {
    unavailable = true;
  }
  return context;
}

/** Call from a click or key press: creates or wakes the context so later tones may play. */
export function unlockAudio(): void {
  const ctx = audioContext();
  if (ctx?.state === 'suspended') void ctx.resume().catch(() => {});
}

/** Plays `frequency` Hz for `ms` milliseconds; `buzz` is the harsher sound of a mistake. */
export function playTone(frequency: number, ms: number, buzz = false): void {
  const ctx = audioContext();
  if (!ctx) return;
  try {
    const start = ctx.currentTime;
    const end = start + ms / 1000;
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = buzz ? 'sawtooth' : 'triangle';
    oscillator.frequency.setValueAtTime(frequency, start);
    const peak = buzz ? 0.12 : 0.3;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(peak, start + 0.012);
    gain.gain.setValueAtTime(peak, Math.max(start + 0.012, end - 0.04));
    gain.gain.exponentialRampToValueAtTime(0.0001, end);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(start);
    oscillator.stop(end + 0.02);
  } catch {
    // A closed or broken context: the game goes on without sound.
  }
}
