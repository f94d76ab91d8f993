import { useId, useState, type FormEvent } from 'react';
import { useDraft, useQueryState, useStoredState, type ToolProps } from '@toolhub/shared';
import { useTabHidden } from '../../input/useActionKey';
import type { RoundPhase } from '../../round/clock';
import { useRoundClock } from '../../round/useRoundClock';
import {
  DEFAULT_LENGTH,
  DEFAULT_MODE,
  ROUND_MS,
  anagramsOf,
  checkGuess,
  hintPattern,
  lengthFrom,
  maxHints,
  modeFrom,
  newPuzzle,
  pointsFor,
  sanitizeBest,
  scramble,
  type Best,
  type Dictionary,
  type Mode,
  type Puzzle,
  type WordLength,
} from './logic';
import { GuessForm } from './GuessForm';
import { Options } from './Options';
import { RoundPanel } from './RoundPanel';
import { StatsList } from './StatsList';
import { Tiles } from './Tiles';
import { Topline } from './Topline';
import styles from './styles.module.css';

const BEST_KEY = 'toolhub:unscramble-word:best';

interface Feedback {
  tone: 'success' | 'error' | 'info';
  text: string;
}

export function Game({ tool, dict }: ToolProps & { dict: Dictionary }) {
  const [lengthParam, setLengthParam] = useQueryState('length', DEFAULT_LENGTH);
  const [modeParam, setModeParam] = useQueryState('mode', DEFAULT_MODE);
  const length = lengthFrom(lengthParam);
  const mode = modeFrom(modeParam);
  const [guess, setGuess] = useDraft('unscramble-word:guess', '');
  const [puzzle, setPuzzle] = useState<Puzzle>(() => newPuzzle(dict, length, null));
  const [phase, setPhase] = useState<RoundPhase>(mode === 'timed' ? 'idle' : 'playing');
  const [score, setScore] = useState(0);
  const [solved, setSolved] = useState(0);
  const [streak, setStreak] = useState(0);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [best, setBest, kept] = useStoredState<Best>(BEST_KEY, sanitizeBest);
  const [newBest, setNewBest] = useState(false);
  const inputId = useId();

  const timed = mode === 'timed';
  const active = phase === 'playing';

  function finish() {
    setPhase('over');
    const record = best.timed[length] ?? 0;
    const improved = score > record;
    setNewBest(improved);
    if (improved) setBest({ ...best, timed: { ...best.timed, [length]: score } });
    setFeedback({ tone: 'info', text: `Time! The last word was ${puzzle.answer.toUpperCase()}.` });
  }

  // Only a timed round starts the clock; it stops itself when the time is up, and the round is over.
  const { remaining, start: startClock, pause: pauseClock, resume: resumeClock, reset: resetClock } = useRoundClock(ROUND_MS, 200, finish);

  useTabHidden(() => {
    if (!timed || phase !== 'playing') return;
    pauseClock();
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
    resetClock();
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
    startClock();
    setPhase('playing');
    setGuess('');
    setFeedback(null);
    setError(null);
    focusInput();
  }

  function resume() {
    resumeClock();
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
      if (run > best.streak) setBest({ ...best, streak: run });
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

  const hidden = timed && phase !== 'playing' && phase !== 'over';
  const hintsLeft = maxHints(puzzle.answer) - puzzle.hints;

  return (
    <div className={`th-stack ${styles.tool}`}>
      <Options length={length} mode={mode} onLength={changeLength} onMode={changeMode} />

      <section className={`th-card ${styles.play}`} aria-label={tool.name} data-phase={phase}>
        <Topline timed={timed} active={active} remaining={remaining} score={score} />

        <Tiles tiles={puzzle.tiles} guess={guess} hidden={hidden} active={active} onType={typeTile} />
        {puzzle.hints > 0 && (
          <p className={styles.pattern} aria-label={`Starts with ${puzzle.answer.slice(0, puzzle.hints).toUpperCase()}`}>
            {hintPattern(puzzle.answer, puzzle.hints)}
          </p>
        )}

        <GuessForm
          inputId={inputId}
          guess={guess}
          error={error}
          letters={puzzle.tiles.length}
          active={active}
          locked={timed && (phase === 'idle' || phase === 'paused')}
          hintsLeft={hintsLeft}
          onGuess={(value) => {
            setGuess(value);
            setError(null);
          }}
          onSubmit={onSubmit}
          onShuffle={reshuffle}
          onHint={hint}
          onSkip={skip}
        />

        <p className={styles.feedback} data-tone={feedback?.tone} aria-live="polite">
          {feedback?.text ?? ''}
        </p>

        {timed && <RoundPanel phase={phase} length={length} score={score} solved={solved} newBest={newBest} onStart={start} onResume={resume} />}
      </section>

      <StatsList timed={timed} length={length} solved={solved} score={score} streak={streak} best={best} hints={puzzle.hints} />
      {!kept && <p className="th-hint">This browser isn’t saving your best scores, so they will be gone after you leave.</p>}
      <p className="th-hint">Words come from SCOWL (the Spell Checker Oriented Word Lists): puzzles use common words; answers are checked against about 60,000 words, so any real anagram counts.</p>
    </div>
  );
}
