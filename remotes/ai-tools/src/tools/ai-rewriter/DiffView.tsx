import type { DiffOp } from './diff';
import styles from './styles.module.css';

/**
 * The word-level changes inline. Removed words are struck through and added ones underlined (not
 * colour alone), and screen readers hear "removed:" / "added:" before each change.
 */
export function DiffView({ ops }: { ops: readonly DiffOp[] }) {
  return (
    <p className={styles.diff}>
      {ops.map((op, index) => {
        if (op.type === 'equal') return <span key={index}>{op.text}</span>;
        if (op.type === 'delete') {
          return (
            <del key={index} className={styles.deleted}>
              <span className="th-visually-hidden">removed: </span>
              {op.text}
            </del>
          );
        }
        return (
          <ins key={index} className={styles.inserted}>
            <span className="th-visually-hidden">added: </span>
            {op.text}
          </ins>
        );
      })}
    </p>
  );
}
