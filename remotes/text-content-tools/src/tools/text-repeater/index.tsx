import { useId, useMemo } from 'react';
import {
  Button,
  CheckField,
  formatBytes,
  formatNumber,
  LargeTextArea,
  Message,
  NumberField,
  OutputPreview,
  readNumber,
  Segmented,
  TextField,
  useDraft,
  useQueryState,
  useWorkerTask,
  utf8Length,
  WorkerTaskStatus,
  type ToolProps,
} from '@toolhub/shared';
import {
  capError,
  isNumbering,
  isSeparatorKind,
  MAX_COUNT,
  MAX_OUTPUT_CHARS,
  OFFLOAD_CHARS,
  outputLength,
  readSeparator,
  repeatText,
  SEPARATOR_TEXT,
  type Numbering,
  type RepeatJob,
  type SeparatorKind,
} from './logic';
import { ResultCard } from '../../ui/ResultCard';
import styles from './styles.module.css';

const createRepeatWorker = () => new Worker(new URL('./repeat.worker.ts', import.meta.url));
const runRepeat = (job: RepeatJob) => repeatText(job);

const SEPARATOR_LABELS: Record<SeparatorKind, string> = { newline: 'New line', space: 'Space', none: 'Nothing', comma: 'Comma', custom: 'Custom' };
const NUMBERING_LABELS: Record<Numbering, string> = { none: 'None', dot: '1.', paren: '1)', bracket: '[1]', hash: '#1' };

export default function TextRepeaterTool({ tool }: ToolProps) {
  const [text, setText, draft] = useDraft('text-repeater:text', '');
  const [countParam, setCountParam] = useQueryState('n', '10');
  const [sepParam, setSep] = useQueryState('sep', 'newline');
  const [customParam, setCustom] = useQueryState('custom', ' | ');
  const [numberingParam, setNumbering] = useQueryState('num', 'none');
  const [padParam, setPad] = useQueryState('pad', '0');
  const sepKind: SeparatorKind = isSeparatorKind(sepParam) ? sepParam : 'newline';
  const numbering: Numbering = isNumbering(numberingParam) ? numberingParam : 'none';
  const pad = padParam === '1';
  const countReading = readNumber(countParam, { min: 1, max: MAX_COUNT, integer: true });
  const count = 'value' in countReading ? countReading.value : 10;
  const custom = readSeparator(customParam);
  const separator = sepKind === 'custom' ? ('value' in custom ? custom.value : null) : SEPARATOR_TEXT[sepKind];

  const job = useMemo<RepeatJob | null>(
    () => (text === '' || separator === null ? null : { text, count, separator, numbering, pad }),
    [text, count, separator, numbering, pad],
  );
  const tooBig = job ? capError(job) : null;
  const length = job && !tooBig ? outputLength(job) : 0;
  const task = useWorkerTask({ input: tooBig ? null : job, run: runRepeat, createWorker: createRepeatWorker, offload: length > OFFLOAD_CHARS });
  const output = task.result ?? '';

  const inputId = useId();
  const hintId = useId();

  return (
    <div className={`th-stack ${styles.tool}`}>
      <div className="th-field">
        <label htmlFor={inputId}>Text to repeat</label>
        <LargeTextArea
          id={inputId}
          className={`th-textarea ${styles.input}`}
          value={text}
          onValueChange={setText}
          placeholder="Type or paste a word, a line or a whole paragraph…"
          aria-describedby={hintId}
        />
        <p id={hintId} className="th-hint">
          {draft.restored && 'Your text from last time is back: it stays in this browser until you clear it. '}
          The result is capped at {formatNumber(MAX_OUTPUT_CHARS)} characters (about 10 MB) so your browser stays responsive.
        </p>
      </div>

      <div className={`th-card ${styles.options}`}>
        <NumberField
          className={styles.count}
          label="Repeat how many times"
          value={count}
          onValue={(value) => setCountParam(String(value))}
          min={1}
          max={MAX_COUNT}
          integer
          hint={`1 to ${formatNumber(MAX_COUNT)}`}
        />
        {tooBig && (
          <Message tone="error" className={styles.cap}>
            {tooBig}
          </Message>
        )}
        <div className={styles.separator}>
          <Segmented
            legend="Between copies"
            variant="chips"
            value={sepKind}
            onChange={setSep}
            options={Object.entries(SEPARATOR_LABELS).map(([value, label]) => ({ value: value as SeparatorKind, label }))}
          />
          {sepKind === 'custom' && (
            <TextField
              label="Custom separator"
              value={customParam}
              onChange={setCustom}
              error={'error' in custom ? custom.error : null}
              hint="Typed as is; \n is a new line, \t a tab, \s a space."
              spellCheck={false}
            />
          )}
        </div>
        <div className={styles.numbering}>
          <Segmented
            legend="Number each copy"
            variant="chips"
            value={numbering}
            onChange={setNumbering}
            options={Object.entries(NUMBERING_LABELS).map(([value, label]) => ({ value: value as Numbering, label }))}
          />
          <CheckField
            label="Same width (01, 02 … 10)"
            checked={pad}
            disabled={numbering === 'none'}
            onChange={(checked) => setPad(checked ? '1' : '0')}
          />
        </div>
      </div>

      <ResultCard heading={`${tool.name} result`}>
        <WorkerTaskStatus
          task={task}
          verb="Repeating"
          cancelledMessage="Stopped. Change the text or an option to repeat again."
          errorMessage={(error) => `The text could not be repeated: ${error}`}
        />
        <OutputPreview
          label="Repeated text"
          text={output}
          fileName="repeated-text.txt"
          stale={task.working}
          className={styles.output}
          placeholder="Your repeated text appears here."
        />
        <p className="th-hint" aria-live="polite">
          {job && !tooBig && output !== '' && !task.working
            ? `${formatNumber(count)} ${count === 1 ? 'copy' : 'copies'} · ${formatNumber(output.length)} characters · ${formatBytes(utf8Length(output))}`
            : text === ''
              ? 'Type some text to repeat it.'
              : tooBig
                ? 'Nothing made: the result would pass the limit (see the message above).'
                : ''}
        </p>
        <div className="th-row">
          <Button variant="ghost" onClick={draft.clear} disabled={text === ''}>
            Clear
          </Button>
        </div>
      </ResultCard>
    </div>
  );
}
