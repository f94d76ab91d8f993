import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { CheckField, CopyButton, Message, afterNextPaint, formatDateTime, readStored, useLocaleReady, usePrefersReducedMotion, writeStored, type ToolProps } from '@toolhub/shared';
import { Board } from './Board';
import { Keyboard } from './Keyboard';
import { StatsPanel } from './Stats';
import {
  LETTER_STATE_NAMES,
  MAX_GUESSES,
  WORD_LENGTH,
  answerForDate,
  dateKey,
  formatCountdown,
  hardModeViolation,
  keyboardStates,
  localDayNumber,
  msUntilNextWord,
  puzzleNumber,
  type WordLists,
} from './logic';
import { NO_STATS, gameStatus, recordResult, restoreGame, sanitizeStats, scoredGuesses, shareText, streakToday, type SavedGame, type Stats } from './game';
import styles from './styles.module.css';

const GAME_KEY = 'toolhub:daily-word:game';
const STATS_KEY = 'toolhub:daily-word:stats';
const HARD_KEY = 'toolhub:daily-word:hard';
const PUZZLE_DATE: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' };
const PRAISE = ['Genius!', 'Magnificent!', 'Impressive!', 'Splendid!', 'Great!', 'Phew!'];

interface Notice {
  text: string;
  tone: 'error' | 'info' | 'success';
}

/** Keys typed into a text field or dialog elsewhere on the page are not guesses. */
function isTypingElsewhere(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('input:not([type="checkbox"]):not([type="radio"]), textarea, select, [contenteditable=""], [contenteditable="true"], [role="dialog"]') !== null;
}

export function Puzzle({ tool, lists }: ToolProps & { lists: () => WordLists }) {
  const [now, setNow] = useState(() => new Date());
  const today = dateKey(now);
  const [hardPref, setHardPref] = useState(() => readStored<unknown>(HARD_KEY, false) === true);
  const [game, setGame] = useState<SavedGame>(() => restoreGame(readStored(GAME_KEY, null), today, hardPref));
  const [stats, setStats] = useState<Stats>(() => sanitizeStats(readStored(STATS_KEY, NO_STATS)));
  const [current, setCurrent] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [shakeKey, setShakeKey] = useState(0);
  const [revealRow, setRevealRow] = useState<number | null>(null);
  const [storageLost, setStorageLost] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  // A new local day (tab left open past midnight, or reopened tomorrow) starts the new puzzle.
  if (game.date !== today) {
    setGame(restoreGame(null, today, hardPref));
    setCurrent('');
    setNotice(null);
    setRevealRow(null);
  }

  // Today's word, and the lists it comes from, only once there is a guess to score: a new day's
  // puzzle opens without building them, and has them built right after its first paint.
  const answer = game.guesses.length > 0 ? answerForDate(now, lists().answers) : '';
  useEffect(() => afterNextPaint(() => void lists()), [lists]);
  const scored = useMemo(() => scoredGuesses(game.guesses, answer), [game.guesses, answer]);
  const status = gameStatus(game.guesses, answer);
  const known = useMemo(() => keyboardStates(scored), [scored]);
  const finished = status !== 'playing';

  useEffect(() => {
    const check = () => {
      if (document.visibilityState !== 'hidden') setNow(new Date());
    };
    // Checked every half minute rather than at midnight exactly: timers sleep in background tabs.
    const timer = setInterval(check, finished ? 1000 : 30_000);
    document.addEventListener('visibilitychange', check);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [finished]);

  function reject(text: string) {
    setNotice({ text, tone: 'error' });
    setShakeKey((k) => k + 1);
  }

  // Key presses are discrete events: React re-renders between two of them, so `game`, `current`
  // and `stats` here are always the latest.
  function submit() {
    const guess = current;
    if (status !== 'playing') return;
    if (guess.length < WORD_LENGTH) return reject('Not enough letters');
    if (!lists().valid.has(guess)) return reject('Not in word list');
    if (game.hard) {
      const broken = hardModeViolation(guess, scored);
      if (broken) return reject(broken);
    }
    const next: SavedGame = { ...game, guesses: [...game.guesses, guess] };
    setGame(next);
    setCurrent('');
    setRevealRow(next.guesses.length - 1);
    let ok = writeStored(GAME_KEY, next);
    const word = answerForDate(now, lists().answers);
    const result = gameStatus(next.guesses, word);
    if (result === 'won') setNotice({ text: PRAISE[next.guesses.length - 1] ?? 'Solved!', tone: 'success' });
    else if (result === 'lost') setNotice({ text: `The word was ${word.toUpperCase()}`, tone: 'info' });
    else setNotice(null);
    if (result !== 'playing') {
      const updated = recordResult(stats, localDayNumber(now), result === 'won', next.guesses.length);
      setStats(updated);
      ok = writeStored(STATS_KEY, updated) && ok;
    }
    setStorageLost(!ok);
  }

  function press(key: string) {
    if (status !== 'playing') return;
    if (key === 'Enter') return submit();
    let next = current;
    if (key === 'Backspace') next = current.slice(0, -1);
    else if (/^[a-z]$/i.test(key) && current.length < WORD_LENGTH) next = current + key.toLowerCase();
    if (next === current) return;
    setCurrent(next);
    setNotice((n) => (n?.tone === 'error' ? null : n));
  }

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTypingElsewhere(event.target)) return;
    const isLetter = /^[a-z]$/i.test(event.key);
    if (!isLetter && event.key !== 'Enter' && event.key !== 'Backspace') return;
    // Enter on a focused button (share, hard mode) belongs to that button.
    if (event.key === 'Enter' && event.target instanceof Element && event.target.closest('button, a[href], summary')) return;
    event.preventDefault();
    press(event.key);
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  function toggleHard(on: boolean) {
    setHardPref(on);
    setStorageLost(!writeStored(HARD_KEY, on));
    if (game.guesses.length === 0) {
      const next = { ...game, hard: on };
      setGame(next);
      writeStored(GAME_KEY, next);
    }
  }

  const lastGuess = scored[scored.length - 1];
  const announcement = lastGuess
    ? `${lastGuess.word.toUpperCase()}: ${[...lastGuess.word].map((l, i) => `${l.toUpperCase()} ${LETTER_STATE_NAMES[lastGuess.states[i] ?? 'absent']}`).join(', ')}.`
    : '';
  const number = puzzleNumber(now);
  const localeReady = useLocaleReady();
  const canChangeHard = game.guesses.length === 0 || finished;

  return (
    <div className={`th-stack ${styles.tool}`} data-motion={reducedMotion ? 'reduced' : 'full'}>
      <div className="th-head-row">
        <p className={styles.puzzleNo}>
          Puzzle #{number}
          {localeReady && ` · ${formatDateTime(now, PUZZLE_DATE)}`}
        </p>
        <CheckField label="Hard mode" className={styles.hardToggle} checked={finished ? hardPref : game.hard} disabled={!canChangeHard} onChange={toggleHard} />
      </div>
      {!canChangeHard && <p className="th-hint">Hard mode can only be switched before the first guess.</p>}

      <div className={styles.noticeSlot}>
        {notice && (
          <Message tone={notice.tone} className={styles.notice}>
            {notice.text}
          </Message>
        )}
      </div>

      <section className={styles.play} aria-label={tool.name}>
        <Board guesses={scored} current={current} playing={!finished} revealRow={reducedMotion ? null : revealRow} shakeKey={reducedMotion ? 0 : shakeKey} wonRow={status === 'won' && !reducedMotion ? game.guesses.length - 1 : null} />
        <p className="th-visually-hidden" aria-live="polite">
          {announcement}
        </p>
        <Keyboard known={known} onKey={press} disabled={finished} />
        {!finished && <p className={`th-hint ${styles.help}`}>Type or tap letters, Enter to guess, Backspace to delete. Green: right letter, right spot. Yellow: in the word, wrong spot. Grey: not in the word.</p>}
      </section>

      {finished && (
        <section className={`th-card ${styles.result}`} aria-label="Today’s result">
          <p className={styles.resultLine}>
            {status === 'won' ? `Solved in ${game.guesses.length}/${MAX_GUESSES}.` : `Out of guesses. The word was ${answer.toUpperCase()}.`}
          </p>
          <pre className={styles.sharePreview} aria-label="Result grid">{shareText(number, game.guesses, answer, game.hard)}</pre>
          <div className="th-row">
            <CopyButton variant="primary" text={() => shareText(number, game.guesses, answer, game.hard)} label="Copy result" />
            <p className={styles.countdown}>
              Next word in <strong>{formatCountdown(msUntilNextWord(now))}</strong>
            </p>
          </div>
        </section>
      )}

      <StatsPanel stats={stats} streak={streakToday(stats, now)} todaysWin={status === 'won' ? game.guesses.length : null} />
      {storageLost && <p className="th-hint">This browser isn’t saving your progress, so today’s game and statistics will be gone after you leave.</p>}
      <p className="th-hint">The word changes at midnight on your device’s calendar; everyone on the same date gets the same word.</p>
    </div>
  );
}
