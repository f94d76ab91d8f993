import { useEffect, useEffectEvent, useId, useState, type FormEvent } from 'react';
import { Button, Segmented, TextField, readStored, segmentOptions, useDraft, useQueryState, writeStored, type ToolProps } from '@toolhub/shared';
import { useTabHidden } from '../../input/useActionKey';
import {
  DEFAULT_LENGTH,
  DEFAULT_MODE,
  LENGTHS,
  MODES,
  NO_BEST,
  ROUND_MS,
  anagramsOf,
  checkGuess,
  formatClock,
  hintPattern,
  lengthFrom,
  maxHints,
  modeFrom,
  newPuzzle,
  normalizeGuess,
  pointsFor,
  sanitizeBest,
  scramble,
  type Best,
  type Dictionary,
  type Mode,
  type Puzzle,
  type WordLength,
} from './logic';
import styles from './styles.module.css';

const BEST_KEY = 'toolhub:unscramble-word:best';
const MODE_LABELS: Record<Mode, string> = { relaxed: 'Relaxed', timed: 'Timed (2 min)' };
const LENGTH_LABELS = Object.fromEntries(LENGTHS.map((n) => [n, `${n} letters`])) as Record<WordLength, string>;

type Phase = 'idle' | 'playing' | 'paused' | 'over';
interface Clock {
  banked: number;
  since: number | null;
}
interface Feedback {
  tone: 'success' | 'error' | 'info';
  text: string;
}
const elapsedOf = (c: Clock, now: number) => c.banked + (c.since === null ? 0 : now - c.since);


/** Which tiles the typed guess already uses, left to right, so they show as spent. */
function usedTiles(tiles: string, guess: string): boolean[] {
  const left = new Map<string, number>();
  for (const letter of normalizeGuess(guess)) left.set(letter, (left.get(letter) ?? 0) + 1);
  return [...tiles].map((letter) => {
    const n = left.get(letter) ?? 0;
    if (n === 0) return false;
    left.set(letter, n - 1);
    return true;
  });
}

export function Game({ tool, dict }: ToolProps & { dict: Dictionary }) {
  const [lengthParam, setLengthParam] = useQueryState('length', DEFAULT_LENGTH);
  const [modeParam, setModeParam] = useQueryState('mode', DEFAULT_MODE);
  const length = lengthFrom(lengthParam);
  const mode = modeFrom(modeParam);
  const [guess, setGuess] = useDraft('unscramble-word:guess', '');
  const [puzzle, setPuzzle] = useState<Puzzle>(() => newPuzzle(dict, length, null));
  const [phase, setPhase] = useState<Phase>(mode === 'timed' ? 'idle' : 'playing');
  const [clock, setClock] = useState<Clock>({ banked: 0, since: null });
  const [now, setNow] = useState(0);
  const [score, setScore] = useState(0);
  const [solved, setSolved] = useState(0);
  const [streak, setStreak] = useState(0);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [best, setBest] = useState<Best>(() => sanitizeBest(readStored(BEST_KEY, NO_BEST)));
  const [newBest, setNewBest] = useState(false);
  const [storageLost, setStorageLost] = useState(false);
  const inputId = useId();

  const timed = mode === 'timed';
  const active = phase === 'playing';
  const remaining = Math.max(0, ROUND_MS - elapsedOf(clock, now));

  function saveBest(next: Best) {
    setBest(next);
    setStorageLost(!writeStored(BEST_KEY, next));
  }

  function finish() {
    setPhase('over');
    setClock({ banked: ROUND_MS, since: null });
    const record = best.timed[length] ?? 0;
    const improved = score > record;
    setNewBest(improved);
    if (improved) saveBest({ ...best, timed: { ...best.timed, [length]: score } });
    setFeedback({ tone: 'info', text: `Time! The last word was ${puzzle.answer.toUpperCase()}.` });
  }

  const tick = useEffectEvent(() => {
    const at = performance.now();
    if (elapsedOf(clock, at) >= ROUND_MS) finish();
    else setNow(at);
  });

  useEffect(() => {
    if (!timed || phase !== 'playing') return;
    const timer = setInterval(tick, 200);
    return () => clearInterval(timer);
  }, [timed, phase]);

  useTabHidden(() => {
    if (!timed || phase !== 'playing') return;
    setClock((c) => ({ banked: elapsedOf(c, performance.now()), since: null }));
    setPhase('paused');
  });

  function focusInput() {
    // After the render that enables the field.
    requestAnimationFrame(() => document.getElementById(inputId)?.focus());
  }

  function resetRun(nextMode: Mode) {
    setScore(0);
    setSolved(0);
    setStreak(0);
    setNewBest(false);
    setClock({ banked: 0, since: null });
    setPhase(nextMode === 'timed' ? 'idle' : 'playing');
  }

  function changeLength(next: WordLength) {
    setLengthParam(next);
    setPuzzle(newPuzzle(dict, next, null));
    setError(null);
    setFeedback(null);
    resetRun(mode);
  }

  function changeMode(next: Mode) {
    setModeParam(next);
    setError(null);
    setFeedback(null);
    if (next === 'relaxed' && phase === 'over') setPuzzle(newPuzzle(dict, length, puzzle.answer));
    resetRun(next);
  }

  function start() {
    setPuzzle(newPuzzle(dict, length, puzzle.answer));
    resetRun('timed');
    const at = performance.now();
    setNow(at);
    setClock({ banked: 0, since: at });
    setPhase('playing');
    setGuess('');
    setFeedback(null);
    setError(null);
    focusInput();
  }

  function resume() {
    const at = performance.now();
    setNow(at);
    setClock((c) => ({ banked: c.banked, since: at }));
    setPhase('playing');
    focusInput();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!active) return;
    const verdict = checkGuess(guess, puzzle.answer, dict);
    if (verdict.kind === 'empty') return setError('Type a word made of all the letters.');
    if (verdict.kind !== 'correct') return setError(verdict.message);
    const points = pointsFor(puzzle.answer.length, puzzle.hints);
    const others = anagramsOf(puzzle.answer, dict).filter((w) => w !== verdict.word);
    const also = others.length > 0 ? ` Also valid: ${others.map((w) => w.toUpperCase()).join(', ')}.` : '';
    setFeedback({ tone: 'success', text: `✓ ${verdict.word.toUpperCase()} +${points}.${also}` });
    setScore((s) => s + points);
    setSolved((n) => n + 1);
    if (!timed) {
      const run = streak + 1;
      setStreak(run);
      if (run > best.streak) saveBest({ ...best, streak: run });
    }
    setPuzzle(newPuzzle(dict, length, puzzle.answer));
    setGuess('');
    setError(null);
  }

  function hint() {
    if (!active || puzzle.hints >= maxHints(puzzle.answer)) return;
    const hints = puzzle.hints + 1;
    setPuzzle({ ...puzzle, hints });
    setFeedback({ tone: 'info', text: `Hint: it starts ${puzzle.answer.slice(0, hints).toUpperCase()}.` });
    setGuess(puzzle.answer.slice(0, hints).toUpperCase());
    setError(null);
    focusInput();
  }

  function skip() {
    if (!active) return;
    setFeedback({ tone: 'info', text: `Skipped: it was ${puzzle.answer.toUpperCase()}.` });
    setStreak(0);
    setPuzzle(newPuzzle(dict, length, puzzle.answer));
    setGuess('');
    setError(null);
    focusInput();
  }

  function reshuffle() {
    setPuzzle({ ...puzzle, tiles: scramble(puzzle.answer, dict) });
    focusInput();
  }

  function typeTile(letter: string) {
    if (!active) return;
    setGuess(guess + letter.toUpperCase());
    setError(null);
    focusInput();
  }

  const used = usedTiles(puzzle.tiles, guess);
  const hidden = timed && phase !== 'playing' && phase !== 'over';
  const record = best.timed[length];
  const hintsLeft = maxHints(puzzle.answer) - puzzle.hints;

  return (
    <div className={`th-stack ${styles.tool}`}>
      <div className={styles.options}>
        <Segmented legend="Word length" variant="chips" options={segmentOptions(LENGTHS, LENGTH_LABELS)} value={length} onChange={changeLength} />
        <Segmented legend="Mode" options={segmentOptions(MODES, MODE_LABELS)} value={mode} onChange={changeMode} />
      </div>

      <section className={`th-card ${styles.play}`} aria-label={tool.name} data-phase={phase}>
        <div className={styles.topline}>
          {timed ? (
            <p className={styles.timer} aria-label={`${Math.ceil(remaining / 1000)} seconds left`} data-low={active && remaining <= 10_000}>
              ⏱ {formatClock(remaining)}
            </p>
          ) : (
            <p className={styles.timer}>Relaxed</p>
          )}
          <p className={styles.score}>
            Score <strong>{score}</strong>
          </p>
        </div>
        {timed && (
          <div className={styles.track} aria-hidden="true">
            <div className={styles.bar} style={{ transform: `scaleX(${remaining / ROUND_MS})` }} />
          </div>
        )}

        <div className={styles.tiles} role="group" aria-label={hidden ? 'Letters hidden until the round starts' : `Letters: ${[...puzzle.tiles].map((l) => l.toUpperCase()).join(' ')}`}>
          {[...puzzle.tiles].map((letter, index) => (
            <button
              key={index}
              type="button"
              className={styles.tile}
              data-used={used[index]}
              disabled={!active || used[index]}
              onClick={() => typeTile(letter)}
              aria-label={`Letter ${letter.toUpperCase()}`}
            >
              {hidden ? '?' : letter.toUpperCase()}
            </button>
          ))}
        </div>
        {puzzle.hints > 0 && (
          <p className={styles.pattern} aria-label={`Starts with ${puzzle.answer.slice(0, puzzle.hints).toUpperCase()}`}>
            {hintPattern(puzzle.answer, puzzle.hints)}
          </p>
        )}

        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <TextField
            id={inputId}
            label="Your word"
            className={styles.field}
            value={guess}
            onChange={(value) => {
              setGuess(value);
              setError(null);
            }}
            error={error}
            hint={`Use all ${puzzle.tiles.length} letters. Any real word with exactly these letters counts.`}
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
            maxLength={40}
            disabled={timed && (phase === 'idle' || phase === 'paused')}
          />
          <div className={styles.buttons}>
            <Button type="submit" variant="primary" disabled={!active}>
              Check
            </Button>
            <Button onClick={reshuffle} disabled={!active}>
              Shuffle
            </Button>
            <Button onClick={hint} disabled={!active || hintsLeft <= 0}>
              Hint ({hintsLeft})
            </Button>
            <Button variant="ghost" onClick={skip} disabled={!active}>
              Skip
            </Button>
          </div>
        </form>

        <p className={styles.feedback} data-tone={feedback?.tone} aria-live="polite">
          {feedback?.text ?? ''}
        </p>

        {timed && phase === 'idle' && (
          <div className={styles.center}>
            <p>Unscramble as many {length}-letter words as you can in 2 minutes. Hints cost 10 points each.</p>
            <Button variant="primary" onClick={start}>
              Start
            </Button>
          </div>
        )}
        {timed && phase === 'paused' && (
          <div className={styles.center}>
            <p>Paused: the clock stopped when you left.</p>
            <Button variant="primary" onClick={resume}>
              Resume
            </Button>
          </div>
        )}
        {timed && phase === 'over' && (
          <div className={styles.center} role="status">
            <p className={styles.final}>
              Time! <strong>{score}</strong> points, {solved} {solved === 1 ? 'word' : 'words'}
              {newBest && <span className={styles.newBest}> · New best!</span>}
            </p>
            <Button variant="primary" onClick={start}>
              Play again
            </Button>
          </div>
        )}
      </section>

      <dl className={styles.stats}>
        <div>
          <dt>Solved</dt>
          <dd>{solved}</dd>
        </div>
        <div>
          <dt>{timed ? 'Points' : 'Streak'}</dt>
          <dd>{timed ? score : streak}</dd>
        </div>
        <div>
          <dt>{timed ? `Best (${length} letters)` : 'Best streak'}</dt>
          <dd>{timed ? (record ?? '–') : best.streak}</dd>
        </div>
        <div>
          <dt>Hints used</dt>
          <dd>{puzzle.hints}</dd>
        </div>
      </dl>
      {storageLost && <p className="th-hint">This browser isn’t saving your best scores, so they will be gone after you leave.</p>}
      <p className="th-hint">Words come from SCOWL (the Spell Checker Oriented Word Lists): puzzles use common words; answers are checked against about 60,000 words, so any real anagram counts.</p>
    </div>
  );
}
