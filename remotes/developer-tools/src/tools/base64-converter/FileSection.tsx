import { useEffect, useId, useState } from 'react';
import { CopyButton, Message } from '@toolhub/shared';
import { FileDrop } from '../../ui/FileDrop';
import ui from '../../ui/layout.module.css';
import { readFileBytes } from './download';
import { encodeBytes, fileSizeProblem, formatBytes, MAX_FILE_BYTES, toDataUrl, type EncodeOptions } from './logic';
import styles from './styles.module.css';

interface Loaded {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** File → Base64 and data URL, by picking or dropping a file. */
export function FileSection({ options }: { options: EncodeOptions }) {
  const ids = useId();
  const [file, setFile] = useState<Loaded | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!file || !file.type.startsWith('image/') || typeof URL.createObjectURL !== 'function') {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(new Blob([file.bytes as BlobPart], { type: file.type }));
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  async function load(picked: File) {
    const tooBig = fileSizeProblem(picked.size, picked.name);
    if (tooBig) {
      setProblem(tooBig);
      return;
    }
    setReading(true);
    setProblem(null);
    try {
      setFile({ name: picked.name, type: picked.type, bytes: await readFileBytes(picked) });
    } catch {
      setProblem(`${picked.name} could not be read. Try choosing it again.`);
    } finally {
      setReading(false);
    }
  }

  const base64 = file ? encodeBytes(file.bytes, options) : '';
  const dataUrl = file ? toDataUrl(file.bytes, file.type) : '';

  return (
    <section className={`th-card th-stack ${ui.card}`} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className={ui.title}>
        File to Base64
      </h2>
      <FileDrop
        onFile={(picked) => void load(picked)}
        hint={<>or drop it here · up to {formatBytes(MAX_FILE_BYTES)} · stays on your device</>}
      />

      <div aria-live="polite">
        {reading && <Message tone="info">Reading file…</Message>}
        {problem && <Message tone="error">{problem}</Message>}
        {file && !reading && (
          <p className={styles.fileMeta}>
            <strong>{file.name}</strong> · {file.type || 'unknown type'} · {formatBytes(file.bytes.length)} →{' '}
            {formatBytes(base64.length)} of Base64
          </p>
        )}
      </div>

      {file && (
        <div className={styles.fileResults}>
          {previewUrl && <img className={styles.preview} src={previewUrl} alt={`Preview of ${file.name}`} />}
          <div className="th-field">
            <div className={ui.paneHead}>
              <label htmlFor={`${ids}-b64`}>Base64 of the file</label>
              <CopyButton size="sm" text={base64} label="Copy Base64" disabled={base64 === ''} />
            </div>
            <textarea id={`${ids}-b64`} className={`th-textarea ${styles.output}`} value={base64} readOnly spellCheck={false} />
          </div>
          <div className="th-field">
            <div className={ui.paneHead}>
              <label htmlFor={`${ids}-url`}>Data URL</label>
              <CopyButton size="sm" text={dataUrl} label="Copy data URL" />
            </div>
            <textarea id={`${ids}-url`} className={`th-textarea ${styles.output}`} value={dataUrl} readOnly spellCheck={false} />
            <span className="th-hint">Data URLs always use standard Base64 with padding.</span>
          </div>
        </div>
      )}
    </section>
  );
}
