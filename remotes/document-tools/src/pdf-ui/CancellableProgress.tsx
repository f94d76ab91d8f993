import { Button } from '@toolhub/shared';
import styles from './styles.module.css';

interface Props {
  /** The bar's id, for its label. */
  id: string;
  /** What is happening: "Compressing… 40%". */
  label: string;
  /** 0–100; none while there is no figure yet. */
  percent?: number;
  onCancel: () => void;
  role?: 'status';
}

/** A job's progress: what it is doing over its bar, with Cancel beside the bar. */
export function CancellableProgress({ id, label, percent, onCancel, role }: Props) {
  return (
    <div className={styles.progress} role={role}>
      <label htmlFor={id}>{label}</label>
      <div className="th-row">
        <progress id={id} className={styles.rowBar} max={100} value={percent} />
        <Button size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
