import { EMOTIONS, EMOTION_IDS, type EmotionId } from './emotions';
import type { Analysis } from './logic';
import styles from './styles.module.css';

interface PickerProps {
  picked: readonly EmotionId[];
  onToggle: (id: EmotionId) => void;
}

/** The emotion buttons: each toggles one feeling in or out of the painting. */
export function EmotionPicker({ picked, onToggle }: PickerProps) {
  return (
    <div className={styles.picker} role="group" aria-label="Emotions">
      {EMOTION_IDS.map((id) => {
        const emotion = EMOTIONS[id];
        const on = picked.includes(id);
        return (
          <button
            key={id}
            type="button"
            className={`th-btn ${styles.emotion}`}
            aria-pressed={on}
            onClick={() => onToggle(id)}
            title={emotion.look}
          >
            <span aria-hidden="true">{emotion.emoji}</span> {emotion.label}
          </button>
        );
      })}
    </div>
  );
}

function feelingNames(weights: Analysis['totals']): string {
  return EMOTION_IDS.filter((id) => weights[id])
    .map((id) => EMOTIONS[id].label)
    .join(' + ');
}

/** Which typed words carried which feelings, and which words were ignored. */
export function MatchedWords({ analysis }: { analysis: Analysis }) {
  const { matches, unknown } = analysis;
  return (
    <div className="th-stack">
      {matches.length > 0 ? (
        <ul className="th-tags" aria-label="Words that matched">
          {matches.map((match, index) => (
            <li key={`${match.text}-${index}`} className={styles.match} data-negated={match.negated}>
              <span className={styles.matchWord}>{match.text}</span>
              <span aria-hidden="true">→</span>
              <span>
                {feelingNames(match.weights)}
                {match.negated && <em> (negated)</em>}
                {match.text.toLowerCase().split(' ').pop() !== match.base && (
                  <span className="th-hint"> via “{match.base}”</span>
                )}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="th-hint">No feeling words found yet. Try words like “happy”, “not afraid” or “furious”.</p>
      )}
      {unknown.length > 0 && (
        <p className="th-hint">
          No feeling found in: {unknown.slice(0, 12).join(', ')}
          {unknown.length > 12 ? ` and ${unknown.length - 12} more` : ''}.
        </p>
      )}
    </div>
  );
}
