import { useEffect, useState } from 'react';
import type { SynthLike } from './player';

export type VoicesState =
  | { status: 'unsupported'; voices: [] }
  | { status: 'loading'; voices: [] }
  | { status: 'none'; voices: [] }
  | { status: 'ready'; voices: SpeechSynthesisVoice[] };

/** Chrome fills the list a moment after load; after this long with nothing, the browser has no voices. */
export const VOICES_WAIT_MS = 2500;

export function useVoices(synth: SynthLike | null): VoicesState {
  const [state, setState] = useState<VoicesState>(() => {
    if (!synth) return { status: 'unsupported', voices: [] };
    const voices = synth.getVoices();
    return voices.length > 0 ? { status: 'ready', voices } : { status: 'loading', voices: [] };
  });

  useEffect(() => {
    if (!synth) return;
    const read = () => {
      const voices = synth.getVoices();
      if (voices.length > 0) setState({ status: 'ready', voices });
    };
    synth.addEventListener('voiceschanged', read);
    read();
    // Voices may still arrive later (the listener stays), but the visitor learns why nothing plays.
    const timer = setTimeout(() => {
      if (synth.getVoices().length === 0) setState({ status: 'none', voices: [] });
    }, VOICES_WAIT_MS);
    return () => {
      clearTimeout(timer);
      synth.removeEventListener('voiceschanged', read);
    };
  }, [synth]);

  return state;
}
