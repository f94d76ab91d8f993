import { useId, useMemo, useState } from 'react';
import { Button, formatBytes, formatNumber, LargeTextArea, Message, Segmented, segmentOptions, TextField, useDraft, useLazyModule, useQueryState, useWorkerTask, WorkerTaskStatus, CheckField, SelectField, type ToolProps } from '@toolhub/shared';
import ui from '../../ui/layout.module.css';
import { DigestList } from './DigestList';
import { FilePanel } from './FilePanel';
import { hashLib, loadedHashLib } from './hashLib';
import {
  ALGORITHMS,
  ALL_ALGORITHMS,
  algorithmName,
  algorithmsParam,
  compareExpected,
  parseAlgorithms,
  parseFormat,
  textBytes,
  type Digest,
  type OutputFormat,
} from './logic';
import { hashText, OFFLOAD_CHARS, type HashTextJob } from './textJob';
import { useFileHash } from './useFileHash';
import styles from './styles.module.css';

type Input = 'text' | 'file';

const INPUT_OPTIONS = segmentOptions<Input>(['text', 'file'], { text: 'Text', file: 'File' });

const createHashWorker = () => new Worker(new URL('./hash.worker.ts', import.meta.url));
/** Runs only once the library has loaded: the job is null before that. */
const runHashJob = (job: HashTextJob) => hashText(loadedHashLib(), job);

const FORMAT_LABELS: Record<OutputFormat, string> = { hex: 'hex (lower case)', upper: 'HEX (upper case)', base64: 'Base64' };

export default function HashGeneratorTool({ tool }: ToolProps) {
  const ids = useId();
  const [inputParam, setInput] = useQueryState('input', 'text');
  const [algsParam, setAlgs] = useQueryState('algs', ALL_ALGORITHMS);
  const [formatParam, setFormat] = useQueryState('format', 'hex');
  const input: Input = inputParam === 'file' ? 'file' : 'text';
  const selected = parseAlgorithms(algsParam);
  const format = parseFormat(formatParam);

  const { module: lib, failed: loadFailed, retry: retryLoad } = useLazyModule(hashLib);

  const [text, setText] = useDraft('hash-generator:text', '');
  const [hmac, setHmac] = useState(false);
  // The HMAC key is a secret: plain state, never a draft or a link.
  const [key, setKey] = useState('');
  const keyBytes = useMemo(() => (hmac ? textBytes(key) : null), [hmac, key]);
  const [expected, setExpected] = useDraft('hash-generator:expected', '');
  const [hashAttempt, setHashAttempt] = useState(0);
  const [file, setFile] = useState<File | null>(null);

  const selectedKey = selected.join(',');
  const job = useMemo<HashTextJob | null>(
    () => (lib && input === 'text' && hashAttempt >= 0 ? { text, ids: parseAlgorithms(selectedKey), key: keyBytes } : null),
    [lib, input, text, selectedKey, keyBytes, hashAttempt],
  );
  const task = useWorkerTask({ input: job, run: runHashJob, createWorker: createHashWorker, offload: text.length > OFFLOAD_CHARS });
  const textDigests: Digest[] = task.working ? [] : (task.result?.digests ?? []);
  const fileHash = useFileHash(lib, input === 'file' ? file : null, selected, keyBytes);
  const digests = input === 'text' ? textDigests : fileHash.state.status === 'done' ? fileHash.state.digests : [];
  const comparison = compareExpected(expected, digests, hmac);

  function toggle(id: (typeof selected)[number], on: boolean) {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setAlgs(algorithmsParam(next));
  }

  return (
    <div className={`th-stack ${ui.tool}`}>
      <section className={`th-card th-stack ${ui.card}`} aria-labelledby={`${ids}-title`}>
        <h2 id={`${ids}-title`} className={ui.title}>
          What to hash
        </h2>
        <Segmented legend="Input" hideLegend options={INPUT_OPTIONS} value={input} onChange={setInput} />

        {input === 'text' ? (
          <div className="th-field">
            <div className="th-head-row">
              <label htmlFor={`${ids}-text`}>Text to hash</label>
              <Button size="sm" variant="ghost" disabled={text === ''} onClick={() => setText('')}>
                Clear
              </Button>
            </div>
            <LargeTextArea
              id={`${ids}-text`}
              className="th-textarea"
              value={text}
              onValueChange={(value) => setText(value)}
              placeholder="Type or paste text; it is hashed as UTF-8 as you type"
              spellCheck={false}
            />
            <span className="th-hint">
              {formatNumber(text.length)} characters
              {!task.working && task.result ? ` · ${formatBytes(task.result.bytes)} as UTF-8` : ''}
            </span>
          </div>
        ) : (
          <FilePanel file={file} onFile={setFile} state={fileHash.state} onCancel={fileHash.cancel} onRestart={fileHash.restart} />
        )}

        <div className={`th-columns ${styles.options}`}>
          <fieldset className={styles.algorithms}>
            <legend className="th-label">Algorithms</legend>
            {ALGORITHMS.map((algorithm) => (
              <CheckField
                key={algorithm.id}
                label={algorithm.name}
                checked={selected.includes(algorithm.id)}
                onChange={(checked) => toggle(algorithm.id, checked)}
              />
            ))}
          </fieldset>
          <SelectField
            id={`${ids}-format`}
            label="Output"
            value={format}
            onChange={setFormat}
            options={(Object.keys(FORMAT_LABELS) as OutputFormat[]).map((value) => ({ value, label: FORMAT_LABELS[value] }))}
          />
        </div>

        <div className="th-stack">
          <CheckField label="HMAC with a secret key" checked={hmac} onChange={setHmac} />
          {hmac && (
            <TextField
              label="HMAC key"
              className={styles.monoField}
              value={key}
              onChange={setKey}
              spellCheck={false}
              autoCapitalize="off"
              hint={`${key === '' ? 'The key is empty, which HMAC allows. ' : ''}The key is used as UTF-8 and is never put in the page link.`}
            />
          )}
        </div>
      </section>

      <section className={`th-card th-stack ${ui.card}`} aria-labelledby={`${ids}-results`}>
        <h2 id={`${ids}-results`} className={ui.title}>
          {hmac ? 'HMACs' : 'Hashes'}
        </h2>
        {input === 'text' && <WorkerTaskStatus task={task} verb="Hashing" onRetry={() => setHashAttempt(hashAttempt + 1)} />}
        {loadFailed ? (
          <Message tone="error">
            <span className="th-row">
              The hash functions could not be loaded. Check your connection and try again.
              <Button size="sm" onClick={retryLoad}>
                Retry
              </Button>
            </span>
          </Message>
        ) : !lib ? (
          <Message tone="info">Loading hash functions…</Message>
        ) : selected.length === 0 ? (
          <Message tone="warning">Choose at least one algorithm above.</Message>
        ) : digests.length > 0 ? (
          <DigestList digests={digests} format={format} hmac={hmac} comparison={comparison} labelledBy={`${ids}-results`} />
        ) : (
          input === 'file' && (
            <p className="th-hint">{file ? 'The hashes appear here when the file has been read.' : 'Choose a file to see its hashes.'}</p>
          )
        )}

        <div className="th-field">
          <label htmlFor={`${ids}-expected`}>Expected hash</label>
          <input
            id={`${ids}-expected`}
            className={`th-input ${ui.mono}`}
            value={expected}
            onChange={(event) => setExpected(event.target.value)}
            placeholder="Paste a hash to check it (hex or Base64)"
            spellCheck={false}
            autoComplete="off"
            autoCapitalize="off"
            aria-describedby={`${ids}-compare`}
          />
        </div>
        <div id={`${ids}-compare`} aria-live="polite">
          {comparison.kind === 'match' && <Message tone="success">✓ Match: this is the {algorithmName(comparison.id, hmac)}.</Message>}
          {comparison.kind === 'mismatch' && digests.length > 0 && <Message tone="error">✗ {comparison.message}</Message>}
          {comparison.kind === 'invalid' && <Message tone="error">{comparison.message}</Message>}
        </div>
      </section>
      <p className="th-hint">{tool.name} works entirely in your browser; your text and files are never uploaded.</p>
    </div>
  );
}
