import { useRef } from 'react';
import { Button, formatBytes } from '@toolhub/shared';
import { MAX_FILE_BYTES } from './logic';
import styles from './styles.module.css';

interface DropZoneProps {
  dragging: boolean;
  busy: boolean;
  onFile: (file: File) => void;
}

/**
 * The ways in: a file picker button here; dropping and pasting are handled by the whole tool.
 * Not the kit's FileDrop: the drop target is the whole tool, pasting works too, and the picker is a
 * primary button that says when an image is being opened.
 */
export function DropZone({ dragging, busy, onFile }: DropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
  return (
    <div className={`th-file-drop ${styles.dropZone}`} data-dragging={dragging || undefined}>
      <span className={styles.dropIcon} aria-hidden="true">
        🖼️
      </span>
      <Button variant="primary" onClick={() => input.current?.click()} disabled={busy}>
        {busy ? 'Opening image…' : 'Choose an image'}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        aria-label="Image file"
        tabIndex={-1}
        className="th-visually-hidden"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again still counts as a change.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <p className={styles.dropText}>
        {dragging ? 'Drop the image to read it' : `or drag and drop it here, or paste it with ${isMac ? '⌘' : 'Ctrl'}+V`}
      </p>
      <p className="th-hint">
        PNG, JPEG, WebP, GIF or BMP, up to {formatBytes(MAX_FILE_BYTES)}. Text is read in English only. The image is read on
        your device and never uploaded.
      </p>
    </div>
  );
}
