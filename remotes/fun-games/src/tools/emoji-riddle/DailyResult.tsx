/** The daily riddle once it is over: its answer, the result to copy, and the way on to endless mode. */
import { Button, CopyButton } from '@toolhub/shared';
import { shareText, type DailyRecord } from './logic';
import type { Riddle } from './riddles';
import type { Round } from './round';
import styles from './styles.module.css';

interface DailyResultProps {
  riddle: Riddle;
  result: Round['result'];
  record: DailyRecord;
  puzzleNo: number;
  onPlayEndless: () => void;
}

export function DailyResult({ riddle, result, record, puzzleNo, onPlayEndless }: DailyResultProps) {
  return (
    <div className={styles.result}>
      <p>
        {result === 'solved' ? `Solved: ${riddle.answer}.` : `Today’s answer: ${riddle.answer}.`} A new riddle comes at midnight.
      </p>
      <div className="th-row">
        <CopyButton variant="primary" text={() => shareText(puzzleNo, record, riddle.emoji)} label="Copy result" />
        <Button onClick={onPlayEndless}>Play endless</Button>
      </div>
    </div>
  );
}
