import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { Button } from '@toolhub/shared';
import { ITEMS, SCALE } from './items';
import { answeredCount, isAnswer, type Answers } from './logic';
import styles from './styles.module.css';

interface QuizProps {
  answers: Answers;
  index: number;
  onAnswer: (value: number) => void;
  onBack: () => void;
  onNext: () => void;
  onRestart: () => void;
}

/** Typing in the page's other fields (the host's search box) must not answer questions. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function Quiz({ answers, index, onAnswer, onBack, onNext, onRestart }: QuizProps) {
  const statementId = useId();
  const item = ITEMS[index];
  const current = answers[index] ?? 0;
  const done = answeredCount(answers);
  const isLast = index === ITEMS.length - 1;

  const sectionRef = useRef<HTMLElement>(null);
  // The start button that had focus is gone; keep keyboard users inside the questionnaire.
  useEffect(() => sectionRef.current?.focus(), []);

  // The keys answer with the latest handlers and answer, without re-adding the listener.
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
    const digit = Number(event.key);
    if (event.key.length === 1 && digit >= 1 && digit <= 5) {
      event.preventDefault();
      onAnswer(digit);
    } else if (event.key === 'ArrowLeft' || event.key === 'Backspace') {
      event.preventDefault();
      onBack();
    } else if (event.key === 'ArrowRight' && isAnswer(current)) {
      event.preventDefault();
      onNext();
    }
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  if (!item) return null;

  return (
    <section ref={sectionRef} tabIndex={-1} className={`th-card ${styles.quiz}`} aria-label="Questionnaire">
      <div className={styles.progressHead}>
        <span>
          Question {index + 1} of {ITEMS.length}
        </span>
        <span className="th-hint">{done} answered</span>
      </div>
      <div
        className={styles.progress}
        role="progressbar"
        aria-label="Answered"
        aria-valuemin={0}
        aria-valuemax={ITEMS.length}
        aria-valuenow={done}
      >
        <div className={styles.progressFill} style={{ width: `${(done / ITEMS.length) * 100}%` }} />
      </div>

      <p className={styles.prompt}>How accurately does this describe you?</p>
      <p id={statementId} className={styles.statement} aria-live="polite">
        {item.text}
      </p>

      <div className={styles.scale} role="group" aria-labelledby={statementId}>
        {SCALE.map((option) => (
          <button
            key={option.value}
            type="button"
            className={`th-btn ${styles.option}`}
            aria-pressed={current === option.value}
            aria-keyshortcuts={String(option.value)}
            onClick={() => onAnswer(option.value)}
          >
            <span className={styles.optionKey} aria-hidden="true">
              {option.value}
            </span>
            <span>{option.label}</span>
          </button>
        ))}
      </div>

      <div className={`th-row ${styles.nav}`}>
        <Button onClick={onBack} disabled={index === 0}>
          ← Back
        </Button>
        <Button variant="primary" onClick={onNext} disabled={!isAnswer(current)}>
          {isLast ? 'See my results' : 'Next →'}
        </Button>
        <Button variant="ghost" size="sm" onClick={onRestart} className={styles.restart}>
          Start over
        </Button>
      </div>
      <p className="th-hint">Keyboard: press 1–5 to answer, ← or Backspace to go back, → to move on.</p>
    </section>
  );
}
