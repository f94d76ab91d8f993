import { useDeferredValue, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button, formatNumber, Message, useDraft, useQueryState, type ToolProps, LargeTextArea } from '@toolhub/shared';
import {
  MAX_CHUNK_LENGTH,
  PITCH,
  RATE,
  VOLUME,
  chunksOfRange,
  formatSetting,
  groupVoices,
  isSpeakable,
  listeningTime,
  parseSetting,
  pickVoice,
  type Chunk,
  type TextRange,
} from './logic';
import { SpeechPlayer, browserSpeech } from './player';
import { ReadAlong } from './ReadAlong';
import { useVoices } from './useVoices';
import { VoiceSettings } from './VoiceSettings';
import styles from './styles.module.css';

type Status = 'idle' | 'speaking' | 'paused';

export default function TextToSpeechTool({ tool }: ToolProps) {
  const speech = useMemo(() => browserSpeech(), []);
  const voicesState = useVoices(speech?.synth ?? null);
  const [voiceParam, setVoiceParam] = useQueryState('voice', '');
  const [rateParam, setRateParam] = useQueryState('rate', '1');
  const [pitchParam, setPitchParam] = useQueryState('pitch', '1');
  const [volumeParam, setVolumeParam] = useQueryState('volume', '1');
  const rate = parseSetting(rateParam, RATE);
  const pitch = parseSetting(pitchParam, PITCH);
  const volume = parseSetting(volumeParam, VOLUME);
  const pageLang = (typeof document !== 'undefined' && document.documentElement.lang) || navigator.language || 'en';
  const voices = voicesState.voices;
  const voice = pickVoice(voices, pageLang, voiceParam || undefined) as SpeechSynthesisVoice | undefined;
  const groups = useMemo(() => groupVoices(voices, pageLang), [voices, pageLang]);
  const missingVoice = voiceParam !== '' && voicesState.status === 'ready' && voice?.voiceURI !== voiceParam && voice?.name !== voiceParam;

  // The text survives a reload or a closed tab (IndexedDB, this browser only).
  const [text, setText, draft] = useDraft('text-to-speech:text', '');
  const [status, setStatus] = useState<Status>('idle');
  const [reading, setReading] = useState<{ text: string; chunks: Chunk[] }>({ text: '', chunks: [] });
  const [chunkIndex, setChunkIndex] = useState(0);
  const [word, setWord] = useState<TextRange | null>(null);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  const player = useMemo(
    () =>
      speech &&
      new SpeechPlayer(speech, { voice: null, lang: 'en', rate: RATE.fallback, pitch: PITCH.fallback, volume: VOLUME.fallback }, {
        onChunk: (index) => {
          setChunkIndex(index);
          setWord(null);
        },
        onWord: setWord,
        onEnd: () => {
          setStatus('idle');
          setNotice({ tone: 'success', text: 'Finished reading.' });
        },
        onError: (message) => {
          setStatus('idle');
          setNotice({ tone: 'error', text: message });
        },
      }),
    [speech],
  );
  useEffect(() => {
    player?.configure({ voice: voice ?? null, lang: pageLang, rate, pitch, volume });
  }, [player, voice, pageLang, rate, pitch, volume]);
  // Leaving the page must silence it: the browser would otherwise keep talking.
  useEffect(() => () => player?.stop(), [player]);

  const canSpeak = player !== null && voicesState.status === 'ready';

  function play() {
    if (!player) return;
    const area = textArea.current;
    const selected = area !== null && area.selectionEnd > area.selectionStart;
    const from = selected ? area.selectionStart : 0;
    const to = selected ? area.selectionEnd : text.length;
    if (!isSpeakable(text.slice(from, to))) {
      setNotice({ tone: 'error', text: 'There is nothing to read yet: type or paste some words first.' });
      return;
    }
    const chunks = chunksOfRange(text, from, to, MAX_CHUNK_LENGTH, voice?.lang ?? pageLang);
    setReading({ text, chunks });
    setChunkIndex(0);
    setWord(null);
    setNotice(null);
    setStatus('speaking');
    player.play(chunks);
  }

  function pause() {
    player?.pause();
    setStatus('paused');
  }

  function resume() {
    player?.resume();
    setStatus('speaking');
  }

  function stop() {
    player?.stop();
    setStatus('idle');
    setWord(null);
  }

  function preview() {
    if (!speech) return;
    speech.synth.cancel();
    const sample = speech.makeUtterance(`Hello! This is how ${voice?.name ?? 'this voice'} sounds.`);
    if (voice) sample.voice = voice;
    sample.lang = voice?.lang ?? pageLang;
    Object.assign(sample, { rate, pitch, volume });
    speech.synth.speak(sample);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && status !== 'idle') stop();
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && status === 'idle' && canSpeak) {
      event.preventDefault();
      play();
    }
  }

  const active = status !== 'idle';
  const progress = reading.chunks.length > 1 ? ` part ${chunkIndex + 1} of ${reading.chunks.length}` : '';
  // Counting the words of a long text waits until typing pauses, and runs once per change.
  const counted = useDeferredValue(text);
  const time = useMemo(() => listeningTime(counted, rate), [counted, rate]);

  return (
    <div className={`th-stack ${styles.tool}`} onKeyDown={onKeyDown}>
      {!speech && (
        <Message tone="error">
          Your browser cannot read text aloud: it has no speech synthesis. Try a current Chrome, Edge, Safari or Firefox. On a phone, the
          system screen reader (VoiceOver on iPhone, TalkBack on Android) or the browser’s own “Read aloud” can read text too.
        </Message>
      )}
      {speech && voicesState.status === 'loading' && <p className="th-hint">Loading the voices of your device…</p>}
      {voicesState.status === 'none' && (
        <Message tone="warning">
          Your browser has speech synthesis but no voices are installed, so nothing can be read. Add voices in your system’s language or
          accessibility settings (on Linux, install speech-dispatcher with espeak-ng), then reload this page.
        </Message>
      )}
      {missingVoice && (
        <Message tone="info">
          The voice from the link (“{voiceParam}”) is not available on this device, so {voice ? `“${voice.name}”` : 'another voice'} reads
          instead.
        </Message>
      )}

      <div className="th-field">
        {active ? (
          <>
            <span id={`${id}-reading`} className="th-label">
              Text being read
            </span>
            <ReadAlong text={reading.text} chunk={reading.chunks[chunkIndex]} word={word} labelledBy={`${id}-reading`} />
          </>
        ) : (
          <>
            <label htmlFor={`${id}-text`}>Text to read aloud</label>
            <LargeTextArea
              ref={textArea}
              id={`${id}-text`}
              className={`th-textarea ${styles.input}`}
              value={text}
              onValueChange={setText}
              placeholder="Type or paste the text you want to hear…"
              // Spell-checking megabytes keeps the browser busy long after the paste.
              spellCheck={text.length <= 100_000}
              aria-describedby={`${id}-hint`}
            />
          </>
        )}
        <span id={`${id}-hint`} className="th-hint">
          {formatNumber(text.length)} characters{time && ` · listening time ${time}`} · Select part of the text to read only that ·
          Ctrl+Enter reads, Esc stops.{draft.restored && ' Your text from last time is back: it stays in this browser until you clear it.'}
        </span>
      </div>

      <div className="th-row">
        {status === 'idle' && (
          <Button variant="primary" onClick={play} disabled={!canSpeak || text.trim() === ''}>
            ▶ Play
          </Button>
        )}
        {status === 'speaking' && <Button onClick={pause}>⏸ Pause</Button>}
        {status === 'paused' && (
          <Button variant="primary" onClick={resume}>
            ▶ Resume
          </Button>
        )}
        {active && <Button onClick={stop}>⏹ Stop</Button>}
        {!active && (
          <Button variant="ghost" onClick={draft.clear} disabled={text === ''}>
            Clear
          </Button>
        )}
      </div>

      <div aria-live="polite" className={styles.status}>
        {status === 'speaking' && <p>Reading{progress}…</p>}
        {status === 'paused' && <p>Paused at{progress || ' the current sentence'}.</p>}
        {status === 'idle' && notice && <Message tone={notice.tone}>{notice.text}</Message>}
      </div>

      <VoiceSettings
        groups={groups}
        voiceURI={voice?.voiceURI ?? ''}
        onVoice={setVoiceParam}
        voicesReady={voicesState.status === 'ready'}
        canPreview={canSpeak && !active}
        onPreview={preview}
        rate={rate}
        pitch={pitch}
        volume={volume}
        onRate={(value) => setRateParam(formatSetting(value))}
        onPitch={(value) => setPitchParam(formatSetting(value))}
        onVolume={(value) => setVolumeParam(formatSetting(value))}
        onReset={() => {
          setRateParam('1');
          setPitchParam('1');
          setVolumeParam('1');
        }}
      />
      <p className="th-hint">
        {tool.name} uses your browser’s own speech engine: nothing you type leaves your device unless you pick an online voice.
      </p>
    </div>
  );
}
