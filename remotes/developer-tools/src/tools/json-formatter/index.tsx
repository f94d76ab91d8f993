import { useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Button, formatBytes, formatNumber, LargeTextArea, Message, OutputPreview, Segmented, segmentOptions, useDraft, useQueryState, useWorkerTask, WorkerTaskStatus, SelectField, CheckField, type ToolProps } from '@toolhub/shared';
import ui from '../../ui/layout.module.css';
import { ErrorDetails } from './ErrorDetails';
import { OFFLOAD_CHARS, runFormatJob, type FormatJob } from './formatJob';
import { MODES, parseIndent, parseMode, type FormatMode, type Indent } from './logic';
import { EXAMPLE_JSON } from './samples';
import styles from './styles.module.css';

const createFormatWorker = () => new Worker(new URL('./format.worker.ts', import.meta.url));

/** Files above this would make the text box itself sluggish, worker or not. */
const MAX_FILE_BYTES = 50 * 1024 * 1024;

const INDENT_LABELS: Record<Indent, string> = { '2': '2 spaces', '4': '4 spaces', tab: 'Tabs' };
const MODE_OPTIONS = segmentOptions<FormatMode>(MODES, { format: 'Format', minify: 'Minify' });

export default function JsonFormatterTool({ tool }: ToolProps) {
  const [indentParam, setIndent] = useQueryState('indent', '2');
  const [sortParam, setSort] = useQueryState('sort', '0');
  const [modeParam, setMode] = useQueryState('mode', 'format');
  const indent = parseIndent(indentParam);
  const mode = parseMode(modeParam);
  const sortKeys = sortParam === '1';

  const [text, setText] = useDraft('json-formatter:input', '');
  const [attempt, setAttempt] = useState(0);
  const [fileName, setFileName] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const ids = useId();

  // A new job (new identity) for each change; `attempt` restarts a cancelled one. /\S/ stops at the first character.
  const job = useMemo<FormatJob | null>(
    () => (attempt >= 0 && /\S/.test(text) ? { text, options: { indent, sortKeys, mode } } : null),
    [text, indent, sortKeys, mode, attempt],
  );
  const task = useWorkerTask({ input: job, run: runFormatJob, createWorker: createFormatWorker, offload: text.length > OFFLOAD_CHARS });
  const { result, working } = task;
  const output = result?.ok ? result.output : '';
  const error = !working && result && !result.ok && !result.tooBig ? result.error : null;
  const baseName = fileName ? fileName.replace(/\.[^.]*$/, '') : 'data';

  function showError() {
    const area = inputRef.current;
    if (!area || !error) return;
    area.focus();
    area.setSelectionRange(error.offset, Math.min(error.offset + 1, text.length));
    // Focus alone does not bring a far-away selection into view in every browser.
    const lineHeight = parseFloat(getComputedStyle(area).lineHeight) || 20;
    area.scrollTop = Math.max(0, (error.line - 1) * lineHeight - area.clientHeight / 2);
  }

  async function openFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setFileError(`${file.name} is ${formatBytes(file.size)}; files up to ${formatBytes(MAX_FILE_BYTES)} can be opened.`);
      return;
    }
    try {
      setText(await file.text());
      setFileName(file.name);
      setFileError(null);
    } catch {
      setFileError(`${file.name} could not be read.`);
    }
  }

  return (
    <div className={`th-stack ${ui.tool}`}>
      <div className={`th-row ${styles.options}`}>
        <Segmented legend="Output style" options={MODE_OPTIONS} value={mode} onChange={setMode} />
        <SelectField
          id={`${ids}-indent`}
          className={styles.indentField}
          label="Indent"
          value={indent}
          disabled={mode === 'minify'}
          onChange={setIndent}
          options={(Object.keys(INDENT_LABELS) as Indent[]).map((value) => ({ value, label: INDENT_LABELS[value] }))}
        />
        <CheckField label="Sort keys" checked={sortKeys} onChange={(checked) => setSort(checked ? '1' : '0')} />
      </div>

      <div className="th-columns">
        <div className="th-field">
          <div className="th-head-row">
            <label htmlFor={`${ids}-input`}>JSON input</label>
            <div className={styles.actions}>
              <Button size="sm" variant="ghost" onClick={() => fileRef.current?.click()}>
                Open file
              </Button>
              <Button size="sm" variant="ghost" onClick={() => { setText(EXAMPLE_JSON); setFileName(null); }}>
                Example
              </Button>
              <Button size="sm" variant="ghost" disabled={text === ''} onClick={() => { setText(''); setFileName(null); setFileError(null); }}>
                Clear
              </Button>
            </div>
          </div>
          <input
            ref={fileRef}
            type="file"
            accept=".json,application/json,text/plain"
            className="th-visually-hidden"
            tabIndex={-1}
            aria-label="JSON file"
            onChange={openFile}
          />
          <LargeTextArea
            ref={inputRef}
            id={`${ids}-input`}
            className={`th-textarea ${styles.code}`}
            value={text}
            onValueChange={(value) => setText(value)}
            placeholder='Paste JSON here, e.g. {"hello": "world"}'
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            wrap="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids}-error` : undefined}
          />
          <span className="th-hint">
            {fileName ? `${fileName} · ` : ''}
            {formatNumber(text.length)} characters · files up to {formatBytes(MAX_FILE_BYTES)}
          </span>
        </div>

        <div>
          <OutputPreview
            label={mode === 'minify' ? 'Minified JSON' : 'Formatted JSON'}
            text={output}
            fileName={`${baseName}.${mode === 'minify' ? 'min.' : ''}json`}
            mimeType="application/json"
            stale={working}
            className={styles.code}
            spellCheck={false}
            wrap="off"
            placeholder="The result appears here as you type."
          />
        </div>
      </div>

      <div aria-live="polite" className={styles.status}>
        {fileError && <Message tone="error">{fileError}</Message>}
        <WorkerTaskStatus task={task} verb="Formatting" onRetry={() => setAttempt(attempt + 1)} />
        {!working && result?.ok && (
          <Message tone="success">
            Valid JSON: {result.summary}. {formatBytes(result.inputBytes)} → {formatBytes(result.outputBytes)}
            {result.inputBytes > 0 ? ` (${Math.round((result.outputBytes / result.inputBytes) * 100)}%)` : ''}.
          </Message>
        )}
        {!working && result && !result.ok && result.tooBig && <Message tone="error">{result.error.reason}</Message>}
      </div>
      {error && <ErrorDetails id={`${ids}-error`} text={text} error={error} onShow={showError} />}
      <p className="th-hint">
        {tool.name} runs entirely in your browser; nothing you paste is uploaded. Numbers are kept exactly as written
        where your browser supports it.
      </p>
    </div>
  );
}
