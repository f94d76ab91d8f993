import { useId, useMemo, useState } from 'react';
import { Button, downloadBlob, formatBytes, formatNumber, Message, PREVIEW_CHARS, Segmented, segmentOptions, useDraft, useQueryState, useWorkerTask, WorkerTaskStatus, CheckField, type ToolProps } from '@toolhub/shared';
import { ConverterPane } from '../../ui/ConverterPane';
import ui from '../../ui/layout.module.css';
import { FileSection } from './FileSection';
import { OFFLOAD_CHARS, runBase64Job, type Base64Job } from './job';
import { hexPreview, parseVariant, type Variant } from './logic';
import styles from './styles.module.css';

const VARIANT_OPTIONS = segmentOptions<Variant>(['standard', 'url'], { standard: 'Standard', url: 'URL-safe' });

type Side = 'text' | 'base64';

interface Source {
  side: Side;
  value: string;
}

const EMPTY: Source = { side: 'text', value: '' };

const createBase64Worker = () => new Worker(new URL('./base64.worker.ts', import.meta.url));

/** Converts both ways as you type: whichever box you edit is the source, the other is derived. */
export default function Base64ConverterTool({ tool }: ToolProps) {
  const ids = useId();
  const [variantParam, setVariant] = useQueryState('variant', 'standard');
  const [padParam, setPad] = useQueryState('pad', '1');
  const variant = parseVariant(variantParam);
  const pad = padParam !== '0';
  const options = useMemo(() => ({ variant, pad }), [variant, pad]);

  const [source, setSource, draft] = useDraft<Source>('base64-converter:input', EMPTY);
  const [attempt, setAttempt] = useState(0);
  const job = useMemo<Base64Job | null>(() => {
    if (source.value === '' || attempt < 0) return null;
    return source.side === 'text' ? { kind: 'encode', text: source.value, options } : { kind: 'decode', base64: source.value };
  }, [source, options, attempt]);
  const offload = source.value.length > OFFLOAD_CHARS;
  const task = useWorkerTask({ input: job, run: runBase64Job, createWorker: createBase64Worker, offload });
  const outcome = task.result;
  const encoded = outcome?.kind === 'encode' ? outcome : null;
  const decoded = outcome?.kind === 'decode' ? outcome : null;
  const current = !task.working;

  const text = source.side === 'text' ? source.value : (decoded?.text ?? '');
  const base64 = source.side === 'base64' ? source.value : (encoded?.base64 ?? '');
  const error = current && source.side === 'base64' ? (decoded?.error ?? null) : null;
  const binary = current && source.side === 'base64' ? (decoded?.binary ?? null) : null;
  const textBytes = current ? (encoded ?? decoded)?.textBytes : undefined;
  // A big result is previewed read-only; a small one stays editable, so typing in it converts back.
  const derivedPreview = offload || (source.side === 'text' ? base64 : text).length > PREVIEW_CHARS;

  return (
    <div className={`th-stack ${ui.tool}`}>
      <section className={`th-card th-stack ${ui.card}`} aria-labelledby={`${ids}-title`}>
        <h2 id={`${ids}-title`} className={ui.title}>
          Text ⇄ Base64
        </h2>
        <div className="th-row">
          <Segmented legend="Alphabet" hideLegend options={VARIANT_OPTIONS} value={variant} onChange={setVariant} />
          <CheckField label="Add = padding" checked={pad} onChange={(checked) => setPad(checked ? '1' : '0')} />
          <Button size="sm" variant="ghost" disabled={source.value === ''} onClick={draft.clear}>
            Clear
          </Button>
        </div>

        <div className={`th-columns ${styles.panes}`}>
          <ConverterPane
            label="Text"
            copyLabel="Copy text"
            preview={source.side === 'base64' && derivedPreview}
            fileName="decoded.txt"
            stale={task.working}
            value={text}
            onValueChange={(value) => setSource({ side: 'text', value })}
            placeholder="Type or paste text, e.g. héllo"
            hint={
              <>
                {formatNumber(text.length)} characters
                {textBytes !== undefined ? ` · ${formatBytes(textBytes)} as UTF-8` : ''}
              </>
            }
          />
          <ConverterPane
            label="Base64"
            copyLabel="Copy Base64"
            preview={source.side === 'text' && derivedPreview}
            fileName="encoded.b64.txt"
            stale={task.working}
            value={base64}
            onValueChange={(value) => setSource({ side: 'base64', value })}
            placeholder="…or paste Base64 here, e.g. aMOpbGxv"
            autoCapitalize="off"
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${ids}-b64-status`}
            hint={
              <>
                {formatNumber(base64.length)} characters
                {source.side === 'base64' ? ' · standard and URL-safe input are both accepted' : ''}
              </>
            }
          />
        </div>

        <div id={`${ids}-b64-status`} aria-live="polite">
          <WorkerTaskStatus task={task} verb={source.side === 'text' ? 'Encoding' : 'Decoding'} onRetry={() => setAttempt(attempt + 1)} />
          {error && (
            <Message tone="error">
              Invalid Base64 at position {error.position}
              {error.line > 1 ? ` (line ${error.line}, column ${error.column})` : ''}: {error.reason}
            </Message>
          )}
          {binary && (
            <Message tone="warning">
              <span className={`th-stack ${styles.binary}`}>
                This Base64 decodes to {formatBytes(binary.length)} of binary data, not UTF-8 text.
                <code className={styles.hex}>{hexPreview(binary)}</code>
                <Button size="sm" onClick={() => downloadBlob(new Blob([binary as BlobPart], { type: 'application/octet-stream' }), 'decoded.bin')}>
                  Download decoded file
                </Button>
              </span>
            </Message>
          )}
        </div>
      </section>

      <FileSection options={options} />
      <p className="th-hint">{tool.name} works entirely in your browser; nothing is uploaded.</p>
    </div>
  );
}
