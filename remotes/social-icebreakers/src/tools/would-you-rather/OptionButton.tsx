import type { CSSProperties } from 'react';
import { timesLabel, type Choice } from './logic';
import styles from './styles.module.css';

interface OptionButtonProps {
  choice: Choice;
  text: string;
  chosen: boolean;
  /** Shown once this viewing has been answered. */
  result: { count: number; percent: number } | null;
  onChoose: (choice: Choice) => void;
}

const KEY: Record<Choice, string> = { a: '1', b: '2' };

export function OptionButton({ choice, text, chosen, result, onChoose }: OptionButtonProps) {
  const style = result ? ({ '--wyr-share': `${result.percent}%` } as CSSProperties) : undefined;
  return (
    <button
      type="button"
      className={styles.option}
      data-choice={choice}
      data-chosen={chosen || undefined}
      data-revealed={result ? true : undefined}
      aria-pressed={chosen}
      aria-keyshortcuts={KEY[choice]}
      style={style}
      onClick={() => onChoose(choice)}
    >
      <span className={styles.optionKey} aria-hidden="true">
        {KEY[choice]}
      </span>
      <span className={styles.optionText}>{text}</span>
      {result && (
        <span className={styles.optionResult}>
          <span className={styles.optionPercent}>{result.percent}%</span>
          <span className={styles.optionCount}>{timesLabel(result.count)}</span>
        </span>
      )}
    </button>
  );
}
