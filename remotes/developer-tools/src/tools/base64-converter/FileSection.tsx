import { useId, useMemo, useState } from 'react';
import { FileDrop, formatBytes, Message, OutputPreview, useWorkerTask, WorkerTaskStatus } from '@toolhub/shared';
import ui from '../../ui/layout.module.css';
import { canPreviewImage, ImagePreview } from './ImagePreview';
import { OFFLOAD_FILE_BYTES, runBase64Job, type Base64Job } from './job';
import { fileSizeProblem } from './limits';
import { MAX_FILE_BYTES, type EncodeOptions } from './logic';
import { readFileBytes } from './readFile';
import styles from './styles.module.css';

const createBase64Worker = () => new Worker(new URL('./base64.worker.ts', import.meta.url));

interface Loaded {
  name: string;
  type: string;
  bytes: Uint8Array;
  /** The picked file itself, for the image preview. */
  source: Blob;
}

/** File → Base64 and data URL, by picking or dropping a file. */
export function FileSection({ options }: { options: EncodeOptions }) {
  const ids = useId();
  const [file, setFile] = useState<Loaded | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  async function load(picked: File) {
    const tooBig = fileSizeProblem(picked.size, picked.name);
    if (tooBig) {
      setProblem(tooBig);
      return;
    }
    setReading(true);
    setProblem(null);
    try {
      setFile({ name: picked.name, type: picked.type, bytes: await readFileBytes(picked), source: picked });
    } catch {
      setProblem(`${picked.name} could not be read. Try choosing it again.`);
    } finally {
      setReading(false);
    }
  }

  const [attempt, setAttempt] = useState(0);
  const job = useMemo<Base64Job | null>(
    () => (file && attempt >= 0 ? { kind: 'file', bytes: file.bytes, type: file.type, options } : null),
    [file, options, attempt],
  );
  const task = useWorkerTask({
    input: job,
    run: runBase64Job,
    createWorker: createBase64Worker,
    offload: (file?.bytes.length ?? 0) > OFFLOAD_FILE_BYTES,
  });
  const encoded = task.result?.kind === 'file' ? task.result : null;
  const base64 = encoded?.base64 ?? '';
  const dataUrl = encoded?.dataUrl ?? '';

  return (
    <section className={`th-card th-stack ${ui.card}`} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className={ui.title}>
        File to Base64
      </h2>
      <FileDrop
        onFiles={([picked]) => picked && void load(picked)}
        hint={<>or drop it here · up to {formatBytes(MAX_FILE_BYTES)} · stays on your device</>}
      />

      <div aria-live="polite">
        {reading && <Message tone="info">Reading file…</Message>}
        {problem && <Message tone="error">{problem}</Message>}
        {file && !reading && (
          <p className={styles.fileMeta}>
            <strong>{file.name}</strong> · {file.type || 'unknown type'} · {formatBytes(file.bytes.length)}
            {base64 && !task.working ? ` → ${formatBytes(base64.length)} of Base64` : ''}
          </p>
        )}
        <WorkerTaskStatus task={task} verb="Encoding" onRetry={() => setAttempt(attempt + 1)} />
      </div>

      {file && (
        <div className={styles.fileResults}>
          {canPreviewImage(file.type) && <ImagePreview image={file.source} className={styles.preview} alt={`Preview of ${file.name}`} />}
          <OutputPreview
            label="Base64 of the file"
            text={base64}
            fileName={`${file.name}.b64.txt`}
            stale={task.working}
            className={styles.output}
            spellCheck={false}
          />
          <div className="th-stack">
            <OutputPreview label="Data URL" text={dataUrl} fileName={`${file.name}.dataurl.txt`} stale={task.working} className={styles.output} spellCheck={false} />
            <span className="th-hint">Data URLs always use standard Base64 with padding.</span>
          </div>
        </div>
      )}
    </section>
  );
}
