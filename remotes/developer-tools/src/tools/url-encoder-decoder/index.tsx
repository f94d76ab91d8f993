import { useId, useMemo, useRef, useState } from 'react';
import { Button, Message, PREVIEW_CHARS, Segmented, segmentOptions, useDraft, useQueryState, useWorkerTask, WorkerTaskStatus, type ToolProps } from '@toolhub/shared';
import { ConverterPane } from '../../ui/ConverterPane';
import ui from '../../ui/layout.module.css';
import { OFFLOAD_CHARS, runUrlJob, type UrlJob } from './job';
import { MODE_HINTS, MODES, parseMode, type Mode } from './logic';
import { UrlBreakdown } from './UrlBreakdown';
import styles from './styles.module.css';

type Side = 'text' | 'encoded';

const MODE_OPTIONS = segmentOptions<Mode>(MODES, { component: 'Component', uri: 'Full URL', form: 'Form (+ for spaces)' });

interface Source {
  side: Side;
  value: string;
  /** How many extra times the encoded side is decoded, after the visitor accepted "decode again". */
  extraLayers: number;
}

const EMPTY: Source = { side: 'text', value: '', extraLayers: 0 };

const createUrlWorker = () => new Worker(new URL('./url.worker.ts', import.meta.url));

/** Encodes and decodes as you type: whichever box you edit is the source, the other is derived. */
export default function UrlEncoderDecoderTool({ tool }: ToolProps) {
  const ids = useId();
  const [modeParam, setMode] = useQueryState('mode', 'component');
  const mode = parseMode(modeParam);
  const [source, setSource, draft] = useDraft<Source>('url-encoder-decoder:input', EMPTY);
  const [inspected, setInspected] = useDraft('url-encoder-decoder:url', '');
  const [attempt, setAttempt] = useState(0);
  const breakdownRef = useRef<HTMLTextAreaElement>(null);

  const job = useMemo<UrlJob | null>(() => {
    if (source.value === '' || attempt < 0) return null;
    return source.side === 'text'
      ? { kind: 'encode', text: source.value, mode }
      : { kind: 'decode', encoded: source.value, mode, layers: 1 + source.extraLayers };
  }, [source, mode, attempt]);
  const offload = source.value.length > OFFLOAD_CHARS;
  const task = useWorkerTask({ input: job, run: runUrlJob, createWorker: createUrlWorker, offload });
  const outcome = task.result;
  const current = !task.working;
  const derived = outcome && outcome.kind === (source.side === 'text' ? 'encode' : 'decode') ? outcome.derived : '';
  const text = source.side === 'text' ? source.value : derived;
  const encoded = source.side === 'encoded' ? source.value : derived;
  const textError = current && source.side === 'text' ? (outcome?.error ?? null) : null;
  const encodedError = current && source.side === 'encoded' ? (outcome?.error ?? null) : null;
  const doubled = current && (outcome?.doubled ?? false);
  const urlCandidate = current && outcome?.urlSide ? (outcome.urlSide === 'text' ? text : encoded) : null;
  // A big result is previewed read-only; a small one stays editable, so typing in it converts back.
  const derivedPreview = offload || derived.length > PREVIEW_CHARS;

  function inspect(url: string) {
    setInspected(url.trim());
    breakdownRef.current?.focus();
    breakdownRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }

  return (
    <div className={`th-stack ${ui.tool}`}>
      <section className={`th-card th-stack ${ui.card}`} aria-labelledby={`${ids}-title`}>
        <h2 id={`${ids}-title`} className={ui.title}>
          Encode or decode
        </h2>
        <div className={`th-row ${styles.options}`}>
          <Segmented legend="Encoding" hideLegend options={MODE_OPTIONS} value={mode} onChange={setMode} />
          <Button
            size="sm"
            variant="ghost"
            disabled={source.value === ''}
            onClick={draft.clear}
          >
            Clear
          </Button>
        </div>
        <p className="th-hint">{MODE_HINTS[mode]}</p>

        <div className={`th-columns ${styles.panes}`}>
          <ConverterPane
            label="Decoded text"
            copyLabel="Copy decoded"
            preview={source.side === 'encoded' && derivedPreview}
            fileName="decoded.txt"
            stale={task.working}
            value={text}
            onValueChange={(value) => setSource({ side: 'text', value, extraLayers: 0 })}
            placeholder="Type text to encode, e.g. café & crème"
            aria-invalid={textError ? true : undefined}
            aria-describedby={`${ids}-status`}
          />
          <ConverterPane
            label="Encoded"
            copyLabel="Copy encoded"
            preview={source.side === 'text' && derivedPreview}
            fileName="encoded.txt"
            stale={task.working}
            value={encoded}
            onValueChange={(value) => setSource({ side: 'encoded', value, extraLayers: 0 })}
            placeholder="…or paste encoded text to decode, e.g. caf%C3%A9%20%26%20cr%C3%A8me"
            autoCapitalize="off"
            autoComplete="off"
            aria-invalid={encodedError ? true : undefined}
            aria-describedby={`${ids}-status`}
          />
        </div>

        <div id={`${ids}-status`} aria-live="polite" className="th-stack">
          <WorkerTaskStatus task={task} verb={source.side === 'text' ? 'Encoding' : 'Decoding'} onRetry={() => setAttempt(attempt + 1)} />
          {textError && <Message tone="error">{textError.message}</Message>}
          {encodedError && <Message tone="error">{encodedError.message}</Message>}
          {source.extraLayers > 0 && current && !encodedError && (
            <Message tone="info">Decoded {source.extraLayers + 1} times.</Message>
          )}
          {doubled && (
            <Message tone="info">
              <span className="th-row">
                The decoded text still contains escapes such as %20, so it looks double-encoded.
                <Button size="sm" onClick={() => setSource({ ...source, extraLayers: source.extraLayers + 1 })}>
                  Decode again
                </Button>
              </span>
            </Message>
          )}
        </div>
        {urlCandidate && (
          <div>
            <Button size="sm" onClick={() => inspect(urlCandidate)}>
              Break down this URL
            </Button>
          </div>
        )}
      </section>

      <UrlBreakdown ref={breakdownRef} value={inspected} onChange={setInspected} />
      <p className="th-hint">{tool.name} works entirely in your browser; nothing is sent anywhere.</p>
    </div>
  );
}
