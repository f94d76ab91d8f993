import { useId, useMemo, useState, type FormEvent } from 'react';
import { Button, Segmented, TextField, formatDateTime, segmentOptions, useDraft, useLocaleReady, useQueryState, useStoredState, type ToolProps } from '@toolhub/shared';
import { CATEGORY_LABELS, RIDDLES, type Riddle } from './riddles';
import {
  CATEGORIES,
  FIRST_DAY,
  MAX_HINTS,
  MODES,
  categoryFrom,
  dailyRiddle,
  dateKey,
  localDayNumber,
  matchAnswer,
  modeFrom,
  pointsFor,
  recordDaily,
  restoreDaily,
  sanitizeStats,
  type CategoryFilter,
  type DailyRecord,
  type Mode,
  type Stats,
} from './logic';
import { DailyResult } from './DailyResult';
import { HintList } from './HintList';
import { drawRound, type Round } from './round';
import { StatsList } from './StatsList';
import styles from './styles.module.css';

const PUZZLE_DATE: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };
const DAILY_KEY = 'toolhub:emoji-riddle:daily';
const STATS_KEY = 'toolhub:emoji-riddle:stats';
const BY_ID = new Map(RIDDLES.map((r) => [r.id, r]));
const MODE_LABELS: Record<Mode, string> = { daily: 'Daily puzzle', endless: 'Endless' };
const ICONS: Record<Riddle['category'], string> = { film: '🎬', phrase: '💬', animal: '🐾', food: '🍽️', place: '📍', word: '🔤' };
const FILTER_LABELS: Record<CategoryFilter, string> = { all: 'All', ...Object.fromEntries(Object.entries(CATEGORY_LABELS).map(([k, v]) => [k, `${v}s`])) } as Record<CategoryFilter, string>;

interface Feedback {
  tone: 'success' | 'error' | 'info';
  text: string;
}

export default function EmojiRiddleTool({ tool }: ToolProps) {
  const [modeParam, setModeParam] = useQueryState('mode', 'daily');
  const [categoryParam, setCategoryParam] = useQueryState('category', 'all');
  const mode = modeFrom(modeParam);
  const filter = categoryFrom(categoryParam);
  const [guess, setGuess] = useDraft('emoji-riddle:guess', '');
  const [now] = useState(() => new Date());
  const localeReady = useLocaleReady();
  const today = dateKey(now);
  const day = localDayNumber(now);
  const daily = dailyRiddle(day, RIDDLES);
  const [dailyRecord, setDailyRecord, dailyKept] = useStoredState<DailyRecord>(DAILY_KEY, (stored) => restoreDaily(stored, today));
  const [stats, setStats, statsKept] = useStoredState<Stats>(STATS_KEY, sanitizeStats);
  const [endless, setEndless] = useState<Round | null>(() => (mode === 'endless' ? drawRound(filter) : null));
  const [score, setScore] = useState(0);
  const [run, setRun] = useState(0);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const nextId = useId();

  // Endless deals its first riddle when first opened, so the daily page never touches the deck.
  const round: Round = useMemo(() => {
    if (mode === 'daily') return { id: daily.id, hints: dailyRecord.hints, guesses: dailyRecord.guesses, result: dailyRecord.result };
    return endless ?? { id: '', hints: 0, guesses: 0, result: 'playing' };
  }, [mode, daily.id, dailyRecord, endless]);
  if (mode === 'endless' && endless === null) setEndless(drawRound(filter));
  const riddle = BY_ID.get(round.id) ?? daily;
  const finished = round.result !== 'playing';

  function updateRound(next: Round) {
    if (mode === 'daily') {
      setDailyRecord({ date: today, hints: next.hints, guesses: next.guesses, result: next.result });
      if (next.result !== 'playing' && round.result === 'playing') setStats(recordDaily(stats, day, next.result === 'solved', false));
    } else {
      setEndless(next);
    }
  }

  function focusInput() {
    requestAnimationFrame(() => document.getElementById(inputId)?.focus());
  }
  /** The answer field is disabled once a riddle is over, so the keyboard moves on to "Next riddle". */
  function focusNext() {
    requestAnimationFrame(() => document.getElementById(nextId)?.focus());
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (finished) return next();
    const verdict = matchAnswer(guess, riddle);
    if (verdict.kind === 'empty') return setError('Type your answer first.');
    const guesses = round.guesses + 1;
    if (verdict.kind !== 'correct') {
      updateRound({ ...round, guesses });
      setError(verdict.message);
      setFeedback(null);
      return;
    }
    setError(null);
    updateRound({ ...round, guesses, result: 'solved' });
    setGuess('');
    if (mode === 'endless') {
      const points = pointsFor(round.hints);
      const newScore = score + points;
      const newRun = run + 1;
      setScore(newScore);
      setRun(newRun);
      if (newRun > stats.bestRun || newScore > stats.bestScore) {
        setStats({ ...stats, bestRun: Math.max(stats.bestRun, newRun), bestScore: Math.max(stats.bestScore, newScore) });
      }
      setFeedback({ tone: 'success', text: `✓ ${riddle.answer}! +${points} ${points === 1 ? 'point' : 'points'}.` });
      focusNext();
    } else {
      setFeedback({ tone: 'success', text: `✓ ${riddle.answer}! Solved in ${guesses} ${guesses === 1 ? 'guess' : 'guesses'}.` });
    }
  }

  function hint() {
    if (finished || round.hints >= MAX_HINTS) return;
    updateRound({ ...round, hints: round.hints + 1 });
    focusInput();
  }

  function reveal() {
    if (finished) return;
    updateRound({ ...round, result: 'revealed' });
    setError(null);
    setFeedback({ tone: 'info', text: `The answer was: ${riddle.answer}.` });
    if (mode === 'endless') {
      setRun(0);
      focusNext();
    }
  }

  function next() {
    if (mode !== 'endless') return;
    setEndless(drawRound(filter, round.id));
    setFeedback(null);
    setError(null);
    focusInput();
  }

  function changeMode(value: Mode) {
    setModeParam(value);
    if (value === 'endless' && endless === null) setEndless(drawRound(filter));
    setFeedback(null);
    setError(null);
  }

  function changeFilter(value: CategoryFilter) {
    setCategoryParam(value);
    setError(null);
    if (endless && value !== 'all' && BY_ID.get(endless.id)?.category !== value) {
      setEndless(drawRound(value));
      setFeedback(null);
    }
  }

  const puzzleNo = day - FIRST_DAY + 1;

  return (
    <div className={`th-stack ${styles.tool}`}>
      <div className={styles.options}>
        <Segmented legend="Mode" options={segmentOptions(MODES, MODE_LABELS)} value={mode} onChange={changeMode} />
        {mode === 'endless' && <Segmented legend="Category" variant="chips" options={segmentOptions(CATEGORIES, FILTER_LABELS)} value={filter} onChange={changeFilter} />}
      </div>

      <section className={`th-card ${styles.play}`} aria-label={tool.name}>
        <div className={styles.topline}>
          <p className={styles.badge}>
            <span aria-hidden="true">{ICONS[riddle.category]}</span> {CATEGORY_LABELS[riddle.category]}
          </p>
          <p className={styles.meta}>{mode === 'daily' ? `Puzzle #${puzzleNo}${localeReady ? ` · ${formatDateTime(now, PUZZLE_DATE)}` : ''}` : `Score ${score} · Run ${run}`}</p>
        </div>
        <p className={styles.emoji} role="img" aria-label={`Emoji clue: ${riddle.emoji}`}>
          {riddle.emoji}
        </p>

        {round.hints > 0 && <HintList riddle={riddle} shown={round.hints} />}

        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <TextField
            id={inputId}
            label="Your answer"
            value={guess}
            onChange={(value) => {
              setGuess(value);
              setError(null);
            }}
            error={error}
            hint="Case, accents and punctuation don’t matter."
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
            maxLength={120}
            disabled={finished}
          />
          <div className={styles.buttons}>
            {!finished ? (
              <>
                <Button type="submit" variant="primary">
                  Check
                </Button>
                <Button onClick={hint} disabled={round.hints >= MAX_HINTS}>
                  Hint ({MAX_HINTS - round.hints} left)
                </Button>
                <Button variant="ghost" onClick={reveal}>
                  Give up
                </Button>
              </>
            ) : (
              mode === 'endless' && (
                <Button id={nextId} variant="primary" onClick={next}>
                  Next riddle
                </Button>
              )
            )}
          </div>
        </form>

        <p className={styles.feedback} data-tone={feedback?.tone} aria-live="polite">
          {feedback?.text ?? ''}
        </p>

        {mode === 'daily' && finished && <DailyResult riddle={riddle} result={round.result} record={dailyRecord} puzzleNo={puzzleNo} onPlayEndless={() => changeMode('endless')} />}
      </section>

      <StatsList stats={stats} day={day} />
      {!(dailyKept && statsKept) && <p className="th-hint">This browser isn’t saving your progress, so streaks and best scores will be gone after you leave.</p>}
      <p className="th-hint">
        {RIDDLES.length} riddles. Everyone gets the same daily riddle on the same date; endless mode never repeats one until you have seen them all. A solve is worth 3 points, less one per hint.
      </p>
    </div>
  );
}
