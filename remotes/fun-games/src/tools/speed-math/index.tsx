import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, CopyButton, Message, useQueryState, useStoredState, type ToolProps } from '@toolhub/shared';
import { useTabHidden } from '../../input/useActionKey';
import type { RoundPhase } from '../../round/clock';
import { TimeLeft } from '../../round/TimeLeft';
import { TimeLeftBar } from '../../round/TimeLeftBar';
import { useRoundClock } from '../../round/useRoundClock';
import { StatTile } from '../../ui/StatTile';
import { LevelPicker } from './LevelPicker';
import {
  DEFAULT_LEVEL,
  LEVELS,
  ROUND_MS,
  accuracy,
  checkAnswer,
  formatNumber,
  formatQuestion,
  isBetter,
  levelFrom,
  nextQuestion,
  parseAnswer,
  sanitizeBest,
  shareText,
  spokenQuestion,
  type BestScores,
  type Question,
  type Tally,
} from './logic';
import styles from './styles.module.css';

const BEST_KEY = 'toolhub:speed-math:best';

export default function SpeedMathTool({ tool }: ToolProps) {
  const [levelParam, setLevelParam] = useQueryState('level', DEFAULT_LEVEL);
  const level = levelFrom(levelParam);
  const [phase, setPhase] = useState<RoundPhase>('idle');
  const [question, setQuestion] = useState<Question>(() => nextQuestion(level));
  const [text, setText] = useState('');
  const [tally, setTally] = useState<Tally>({ correct: 0, wrong: 0 });
  const [feedback, setFeedback] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [best, setBest, kept] = useStoredState<BestScores>(BEST_KEY, sanitizeBest);
  const [newBest, setNewBest] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const answerId = useId();
  const hintId = useId();

  const parsed = parseAnswer(text);

  function finish(final: Tally) {
    setPhase('over');
    const result = { score: final.correct, accuracy: accuracy(final) ?? 0 };
    const improved = isBetter(result, best[level]);
    setNewBest(improved);
    if (improved) {
      setBest({ ...best, [level]: result });
    }
  }

  // The round's clock stops itself when the time is up, and the round is over.
  const { remaining, start: startClock, pause: pauseClock, resume: resumeClock, reset: resetClock } = useRoundClock(ROUND_MS, 100, () => finish(tally));

  // The input is disabled until the render that starts or resumes play, so focus it afterwards.
  useEffect(() => {
    if (phase === 'playing') inputRef.current?.focus();
  }, [phase]);

  useTabHidden(() => {
    if (phase !== 'playing') return;
    pauseClock();
    setPhase('paused');
  });

  function start() {
    setTally({ correct: 0, wrong: 0 });
    setQuestion((q) => nextQuestion(level, q));
    setText('');
    setFeedback(null);
    setNewBest(false);
    startClock();
    setPhase('playing');
  }

  function resume() {
    resumeClock();
    setPhase('playing');
  }

  function pause() {
    pauseClock();
    setPhase('paused');
  }

  function advance(right: boolean) {
    const next = { correct: tally.correct + (right ? 1 : 0), wrong: tally.wrong + (right ? 0 : 1) };
    setTally(next);
    setFeedback(right ? { tone: 'success', text: `✓ ${formatQuestion(question)} = ${formatNumber(question.answer)}` } : { tone: 'error', text: `✗ ${formatQuestion(question)} = ${formatNumber(question.answer)}` });
    setQuestion(nextQuestion(level, question));
    setText('');
  }

  function onChange(value: string) {
    if (phase !== 'playing') return;
    setText(value);
    // A right answer moves on by itself, so fast players never reach for Enter.
    if (checkAnswer(question, value) === 'correct') advance(true);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (phase !== 'playing') return;
    const verdict = checkAnswer(question, text);
    if (verdict === 'wrong') advance(false);
    else if (verdict === 'correct') advance(true);
  }

  // Phone number pads often have no minus key, so hard questions get a sign button.
  function toggleSign() {
    const trimmed = text.trim();
    onChange(/^[-−]/.test(trimmed) ? trimmed.slice(1) : `-${trimmed}`);
    inputRef.current?.focus();
  }

  function changeLevel(next: string) {
    setLevelParam(next);
    setPhase('idle');
    resetClock();
    setTally({ correct: 0, wrong: 0 });
    setQuestion(nextQuestion(levelFrom(next)));
    setText('');
    setFeedback(null);
  }

  const record = best[level];
  const acc = accuracy(tally);
  const hint = parsed.kind === 'invalid' ? parsed.reason : parsed.kind === 'incomplete' ? 'Now the digits' : '';
  const levelInfo = LEVELS.find((l) => l.id === level);

  return (
    <div className={`th-stack ${styles.tool}`}>
      <LevelPicker level={level} onChange={changeLevel} disabled={phase === 'playing'} />

      <section className={`th-card ${styles.arena}`} aria-label={tool.name} data-phase={phase}>
        <div className={styles.topline}>
          <TimeLeft remaining={remaining} running={phase === 'playing'} className={styles.timer} />
          <p className={styles.score}>
            <span>Score</span> <strong>{tally.correct}</strong>
          </p>
        </div>
        <TimeLeftBar part={remaining / ROUND_MS} barClassName={styles.bar} />

        {phase === 'idle' && (
          <div className={styles.center}>
            <p className={styles.intro}>
              {levelInfo?.label}: {levelInfo?.detail}. Answer as many as you can in 60 seconds; a right answer moves on by itself, Enter skips a wrong one.
            </p>
            <Button variant="primary" onClick={start} className={styles.startButton}>
              Start
            </Button>
          </div>
        )}

        {(phase === 'playing' || phase === 'paused') && (
          <form className={styles.play} onSubmit={onSubmit} noValidate>
            {/* Spoken as words in visually hidden text ("7 minus 5"), not an aria-label, which a paragraph cannot have. */}
            <p className={styles.question} data-hidden={phase === 'paused'} aria-live="polite">
              {phase === 'paused' ? (
                'Paused'
              ) : (
                <>
                  <span aria-hidden="true">{formatQuestion(question)} = ?</span>
                  <span className="th-visually-hidden">{spokenQuestion(question)}</span>
                </>
              )}
            </p>
            <div className={styles.answerRow}>
              <label htmlFor={answerId} className="th-visually-hidden">
                Answer
              </label>
              {level === 'hard' && (
                <Button onClick={toggleSign} disabled={phase !== 'playing'} aria-label="Toggle minus sign" className={styles.sign}>
                  ±
                </Button>
              )}
              <input
                ref={inputRef}
                id={answerId}
                className={`th-input ${styles.answer}`}
                inputMode="numeric"
                pattern={level === 'hard' ? undefined : '[0-9]*'}
                autoComplete="off"
                autoCorrect="off"
                spellCheck={false}
                enterKeyHint="next"
                value={text}
                onChange={(e) => onChange(e.target.value)}
                disabled={phase !== 'playing'}
                aria-invalid={parsed.kind === 'invalid'}
                aria-describedby={hintId}
              />
              <Button type="submit" disabled={phase !== 'playing'}>
                Enter
              </Button>
            </div>
            <p id={hintId} className={styles.hint} data-tone={parsed.kind === 'invalid' ? 'error' : 'info'} role={parsed.kind === 'invalid' ? 'alert' : undefined}>
              {hint}
            </p>
            <p className={styles.feedback} data-tone={feedback?.tone} aria-live="polite">
              {feedback?.text ?? ''}
            </p>
            <div className="th-row">
              {phase === 'playing' ? (
                <Button size="sm" variant="ghost" onClick={pause}>
                  Pause
                </Button>
              ) : (
                <Button size="sm" variant="primary" onClick={resume}>
                  Resume
                </Button>
              )}
            </div>
          </form>
        )}

        {phase === 'over' && (
          <div className={styles.center} role="status">
            <p className={styles.final}>
              Time! <strong>{tally.correct}</strong> correct{newBest && <span className={styles.newBest}> · New best!</span>}
            </p>
            <p>
              {tally.wrong} wrong · accuracy {acc ?? 0}%
            </p>
            <div className="th-row">
              <Button variant="primary" onClick={start}>
                Play again
              </Button>
              <CopyButton text={shareText(level, tally)} label="Copy result" />
            </div>
          </div>
        )}
      </section>

      <dl className={styles.stats}>
        <StatTile label="Correct">{tally.correct}</StatTile>
        <StatTile label="Wrong">{tally.wrong}</StatTile>
        <StatTile label="Accuracy">{acc === null ? '–' : `${acc}%`}</StatTile>
        <StatTile label={`Best (${levelInfo?.label})`}>{record ? `${record.score} · ${record.accuracy}%` : '–'}</StatTile>
      </dl>
      {phase === 'paused' && <Message tone="info">Paused. The clock stopped when you left or paused; press Resume to carry on.</Message>}
      {!kept && <p className="th-hint">This browser isn’t saving your best scores, so they will be gone after you leave.</p>}
    </div>
  );
}
