/** The hints taken so far, in order: the clue, the answer's length, then its first letters. */
import { answerPattern, describeLength } from './logic';
import type { Riddle } from './riddles';
import styles from './styles.module.css';

interface HintListProps {
  riddle: Riddle;
  /** How many hints the player has taken. */
  shown: number;
}

export function HintList({ riddle, shown }: HintListProps) {
  const hints = [
    <>{riddle.clue}</>,
    <>
      {`${describeLength(riddle.answer)}: `}
      <span className={styles.pattern}>{answerPattern(riddle.answer, false)}</span>
    </>,
    <>
      {'First letters: '}
      <span className={styles.pattern}>{answerPattern(riddle.answer, true)}</span>
    </>,
  ].slice(0, shown);
  return (
    <ol className={styles.hints} aria-label="Hints">
      {hints.map((content, index) => (
        <li key={index}>{content}</li>
      ))}
    </ol>
  );
}
