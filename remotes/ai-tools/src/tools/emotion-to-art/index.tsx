import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  afterNextPaint,
  Button,
  CopyButton,
  formatNumber,
  Message,
  SelectField,
  downloadBlob,
  readStored,
  useDraft,
  useQueryState,
  writeStored,
  type ToolProps,
} from '@toolhub/shared';
import { ArtCanvas } from './ArtCanvas';
import { renderPng } from './draw';
import { EMOTIONS, type EmotionId } from './emotions';
import { EmotionPicker, MatchedWords } from './Feelings';
import {
  MAX_SEED_LENGTH,
  MAX_TEXT_LENGTH,
  analyseText,
  describeMix,
  emotionMix,
  formatPicked,
  isValidSeed,
  newSeed,
  parsePicked,
  togglePicked,
} from './logic';
import { planArt } from './plan';
import { linkWords, type WordsLeftOut } from './share-words';
import { useReducedMotion } from './useReducedMotion';
import styles from './styles.module.css';

const SIZES = [1080, 2048] as const;
const SIZE_KEY = 'emotion-to-art.size';

/** What the page says when the words stay out of the share link, by reason. */
const LEFT_OUT: Record<WordsLeftOut, string> = {
  'too-long': 'Your words are too long for a link: the share link carries the feelings you picked and the seed.',
  broken: 'Your words have a broken character that a link can’t carry: the share link carries the feelings you picked and the seed.',
};

/** This page's link (feelings and seed) plus the words, which the address itself never holds. */
function shareLink(text: string): string {
  if (typeof window === 'undefined') return '';
  const url = new URL(window.location.href);
  const { words } = linkWords(text);
  if (words === null) url.searchParams.delete('t');
  else url.searchParams.set('t', words);
  return url.href;
}

export default function EmotionToArtTool(_props: ToolProps) {
  const [pickedParam, setPickedParam] = useQueryState('e', '');
  // Typed words are a draft kept in this browser; a shared link brings its words in `t`.
  const [linkText, setLinkText] = useQueryState('t', '');
  const [text, setText, textDraft] = useDraft('emotion-to-art:text', '');
  const [seed, setSeed] = useQueryState('s', '');
  const reducedMotion = useReducedMotion();
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const playing = playChoice ?? !reducedMotion;
  const [supported, setSupported] = useState(true);
  const [size, setSize] = useState<number>(() => {
    const stored = readStored<number>(SIZE_KEY, 1080);
    return (SIZES as readonly number[]).includes(stored) ? stored : 1080;
  });
  const [pngError, setPngError] = useState(false);
  const timeRef = useRef(0);
  // A first visit gets its own random seed from the render that opens the tool, and writes it to
  // the link (so the picture can be shared) only after the tool's first paint: a change of address
  // renders the page again, which the click need not wait for. Only on arrival: a seed field the
  // visitor has just cleared must stay empty while they type.
  const [arrivalSeed, setArrivalSeed] = useState<string | null>(() => (seed === '' ? newSeed() : null));
  useEffect(() => {
    if (arrivalSeed === null) return;
    return afterNextPaint(() => {
      setArrivalSeed(null);
      setSeed(arrivalSeed);
    });
  }, [arrivalSeed, setSeed]);
  const seedText = arrivalSeed ?? seed;
  function chooseSeed(next: string) {
    setArrivalSeed(null);
    setSeed(next);
  }
  // The picture keeps the last valid seed while the seed field holds something else.
  const [lastGoodSeed, setLastGoodSeed] = useState(() => (isValidSeed(seedText) ? seedText : ''));

  // A shared link's words replace the draft once, then leave the address (the draft keeps them).
  const tookLinkText = useRef(false);
  useEffect(() => {
    if (tookLinkText.current) return;
    tookLinkText.current = true;
    if (linkText !== '') {
      setText(linkText);
      setLinkText('');
    }
  }, [linkText, setText, setLinkText]);

  const picked = useMemo(() => parsePicked(pickedParam), [pickedParam]);
  const analysis = useMemo(() => analyseText(text), [text]);
  const mix = useMemo(() => emotionMix(picked, analysis.totals), [picked, analysis]);
  const shared = linkWords(text);
  const seedOk = isValidSeed(seedText);
  if (seedOk && seedText !== lastGoodSeed) setLastGoodSeed(seedText);
  const activeSeed = seedOk ? seedText : lastGoodSeed;
  const plan = useMemo(() => planArt(mix, activeSeed), [mix, activeSeed]);
  const summary = mix.length > 0 ? describeMix(mix) : '';
  const looks = mix.slice(0, 3).map((entry) => EMOTIONS[entry.id].look).join('; ');
  const label = mix.length > 0 ? `Generative painting of ${summary}: ${looks}.` : 'An empty canvas waiting for a feeling.';
  const onSupportChange = useCallback((ok: boolean) => setSupported(ok), []);

  function toggle(id: EmotionId) {
    setPickedParam(formatPicked(togglePicked(picked, id)));
  }

  function clearAll() {
    setPickedParam('');
    textDraft.clear();
    timeRef.current = 0;
  }

  function chooseSize(value: string) {
    const next = Number(value);
    setSize(next);
    writeStored(SIZE_KEY, next);
  }

  async function download() {
    setPngError(false);
    const blob = await renderPng(plan, size, timeRef.current);
    if (!blob) {
      setPngError(true);
      return;
    }
    downloadBlob(blob, `emotion-art-${mix[0]?.id ?? 'blank'}-${activeSeed}-${size}.png`, { announce: `Downloaded a ${size}×${size} PNG.` });
  }

  return (
    <div className={`th-columns ${styles.layout}`}>
      <section className="th-card th-stack" aria-labelledby="eta-feel">
        <h2 id="eta-feel" className={styles.title}>
          How do you feel?
        </h2>
        <EmotionPicker picked={picked} onToggle={toggle} />
        <div className="th-field">
          <label htmlFor="eta-text">Or describe it in words</label>
          <textarea
            id="eta-text"
            className={`th-textarea ${styles.text}`}
            value={text}
            placeholder="e.g. So excited for the trip, but not calm at all"
            aria-describedby="eta-text-hint"
            aria-invalid={text.length > MAX_TEXT_LENGTH}
            onChange={(event) => setText(event.target.value)}
          />
          <span id="eta-text-hint" className="th-hint">
            Feeling words, their forms (“smiling”, “happiness”), “very” and negations like “not happy” all count.
          </span>
        </div>
        {text.length > MAX_TEXT_LENGTH && (
          <Message tone="warning">
            Only the first {MAX_TEXT_LENGTH} characters are read ({formatNumber(text.length)} typed).
          </Message>
        )}
        {text.trim() !== '' && <MatchedWords analysis={analysis} />}
        <div className="th-row">
          <Button onClick={clearAll} disabled={picked.length === 0 && text === ''}>
            Clear feelings
          </Button>
        </div>
      </section>

      <section className="th-card th-stack" aria-labelledby="eta-art">
        <h2 id="eta-art" className={styles.title}>
          Your painting
        </h2>
        <p aria-live="polite" className={styles.summary}>
          {mix.length > 0 ? `Painting ${summary}.` : 'Pick an emotion or describe a feeling to start painting.'}
        </p>
        <div className={styles.frame}>
          <ArtCanvas plan={plan} playing={playing && supported} timeRef={timeRef} label={label} onSupportChange={onSupportChange} />
        </div>
        {!supported && <Message tone="error">This browser cannot draw on a canvas, so the painting cannot be shown.</Message>}
        <div className="th-row">
          <Button
            onClick={() => {
              timeRef.current = 0;
              chooseSeed(newSeed());
            }}
          >
            New seed
          </Button>
          <Button onClick={() => setPlayChoice(!playing)} disabled={!supported}>
            {playing ? 'Pause motion' : 'Play motion'}
          </Button>
        </div>
        {reducedMotion && playChoice === null && (
          <p className="th-hint">Motion is paused because your system asks for reduced motion.</p>
        )}
        <div className={styles.controls}>
          <div className="th-field">
            <label htmlFor="eta-seed">Seed</label>
            <input
              id="eta-seed"
              className="th-input"
              value={seedText}
              maxLength={MAX_SEED_LENGTH + 8}
              spellCheck={false}
              autoComplete="off"
              aria-invalid={!seedOk}
              aria-describedby="eta-seed-hint"
              onChange={(event) => chooseSeed(event.target.value.trim())}
            />
            <span id="eta-seed-hint" className="th-hint">
              Same feelings + same seed = same picture.
            </span>
          </div>
          <SelectField
            id="eta-size"
            label="PNG size"
            value={String(size)}
            onChange={chooseSize}
            options={SIZES.map((value) => ({ value: String(value), label: `${value} × ${value} px` }))}
          />
        </div>
        {!seedOk && seedText !== '' && (
          <Message tone="error">
            A seed is 1 to {MAX_SEED_LENGTH} letters, digits, “-” or “_”. The picture keeps the last valid seed.
          </Message>
        )}
        <div className="th-row">
          <Button variant="primary" onClick={download} disabled={!supported || mix.length === 0}>
            Download PNG
          </Button>
          <CopyButton text={() => shareLink(text)} label="Copy share link" disabled={mix.length === 0 || !seedOk} />
        </div>
        {shared.words === null && shared.leftOut !== null && <p className="th-hint">{LEFT_OUT[shared.leftOut]}</p>}
        {pngError && <Message tone="error">Your browser could not create the PNG image.</Message>}
      </section>
    </div>
  );
}
