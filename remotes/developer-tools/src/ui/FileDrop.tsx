import { useId, useState, type ReactNode } from 'react';
import styles from './fileDrop.module.css';

interface FileDropProps {
  onFile: (file: File) => void;
  /** The line under the picker, e.g. "or drop it here · stays on your device". */
  hint: ReactNode;
}

/** A "Choose a file" picker that also takes a file dropped on it. */
export function FileDrop({ onFile, hint }: FileDropProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);

  return (
    <div
      className={`${styles.drop} ${dragging ? styles.dragging : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        const dropped = event.dataTransfer.files[0];
        if (dropped) onFile(dropped);
      }}
    >
      <label htmlFor={id} className="th-label">
        Choose a file
      </label>
      <input
        id={id}
        type="file"
        className={styles.fileInput}
        onChange={(event) => {
          const picked = event.target.files?.[0];
          if (picked) onFile(picked);
          event.target.value = '';
        }}
      />
      <span className="th-hint">{hint}</span>
    </div>
  );
}
