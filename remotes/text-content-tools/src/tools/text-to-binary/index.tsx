import { useId, useMemo } from 'react';
import {
  Button,
  CheckField,
  formatNumber,
  LargeTextArea,
  Message,
  OutputPreview,
  Segmented,
  SelectField,
  useDraft,
  useQueryState,
  useWorkerTask,
  WorkerTaskStatus,
  type ToolProps,
} from '@toolhub/shared';
import { Breakdown } from './Breakdown';
import type { EncodeOptions } from './encode';
import { FORMAT_LABELS, FORMATS, isFormat, isSeparator, isUnits, type Format, type Separator, type Units } from './formats';
import { runConvertJob, textSize, type ConvertJob } from './logic';
import { suggestReading, type Reading } from './suggest';
import { Views, VIEWS_MAX_CHARS } from './Views';
import { ResultCard } from '../../ui/ResultCard';
import styles from './styles.module.css';

/** Longer inputs are converted in a worker; shorter ones while rendering (a few milliseconds). */
const OFFLOAD_CHARS = 100_000;

const createConvertWorker = () => new Worker(new URL('./convert.worker.ts', import.meta.url));

type Direction = 'encode' | 'decode';

const SHORT_LABELS: Record<Format, string> = { binary: 'Binary', hex: 'Hex', octal: 'Octal', decimal: 'Decimal', base32: 'Base32' };
const SEPARATOR_OPTIONS: { value: Separator; label: string }[] = [
  { value: 'space', label: 'Space' },
  { value: 'none', label: 'None' },
  { value: 'comma', label: 'Comma' },
  { value: 'newline', label: 'New line' },
];
const EXAMPLES: Record<Format, string> = {
  binary: '01001000 01101001',
  hex: '48 69',
  octal: '110 151',
  decimal: '72 105',
  base32: 'JBUQ====',
};

function readingLabel(reading: Reading): string {
  return reading.units === 'codepoint' ? `${FORMAT_LABELS[reading.format]} code points` : FORMAT_LABELS[reading.format];
}

export default function TextToBinaryTool(_props: ToolProps) {
  const [text, setText, textDraft] = useDraft('text-to-binary:text', '');
  const [code, setCode, codeDraft] = useDraft('text-to-binary:code', '');
  const [directionParam, setDirection] = useQueryState('dir', 'encode');
  const [formatParam, setFormat] = useQueryState('format', 'binary');
  const [unitsParam, setUnits] = useQueryState('units', 'utf8');
  const [separatorParam, setSeparator] = useQueryState('sep', 'space');
  const [prefixParam, setPrefix] = useQueryState('prefix', 'off');
  const direction: Direction = directionParam === 'decode' ? 'decode' : 'encode';
  const format: Format = isFormat(formatParam) ? formatParam : 'binary';
  // Base32 is defined over bytes: it always reads and writes UTF-8.
  const units: Units = format !== 'base32' && isUnits(unitsParam) ? unitsParam : 'utf8';
  const separator: Separator = isSeparator(separatorParam) ? separatorParam : 'space';
  const prefix = prefixParam === 'on';
  const encoding = direction === 'encode';
  const input = encoding ? text : code;
  const setInput = encoding ? setText : setCode;
  const draft = encoding ? textDraft : codeDraft;

  const options = useMemo<EncodeOptions>(() => ({ format, units, separator, prefix }), [format, units, separator, prefix]);
  const job = useMemo<ConvertJob | null>(() => {
    if (input === '') return null;
    return encoding ? { direction: 'encode', text: input, options } : { direction: 'decode', code: input, format, units };
  }, [input, encoding, options, format, units]);
  const task = useWorkerTask({ input: job, run: runConvertJob, createWorker: createConvertWorker, offload: input.length > OFFLOAD_CHARS });
  const result = task.result;
  const output = result?.output ?? '';
  const decodeError = !encoding && !task.working ? (result?.error ?? null) : null;
  const suggestion = useMemo(() => (decodeError ? suggestReading(code, { format, units }) : null), [decodeError, code, format, units]);
  // The text the views and the breakdown describe: what was typed, or what was decoded.
  const plain = encoding ? text : output;
  const size = useMemo(() => (plain.length <= OFFLOAD_CHARS * 10 ? textSize(plain) : null), [plain]);

  const inputId = useId();
  const inputLabel = encoding ? 'Text' : `${readingLabel({ format, units })} to decode`;
  const outputLabel = encoding ? FORMAT_LABELS[format] : 'Text';

  function swap() {
    if (encoding) setCode(output);
    else setText(output);
    setDirection(encoding ? 'decode' : 'encode');
  }

  function readAs(reading: Reading) {
    setFormat(reading.format);
    setUnits(reading.units);
  }

  let summary = '';
  if (size && plain !== '' && !task.working) {
    const chars = `${formatNumber(size.characters)} ${size.characters === 1 ? 'character' : 'characters'}`;
    const bytes = `${formatNumber(size.bytes)} ${size.bytes === 1 ? 'byte' : 'bytes'} in UTF-8 (${formatNumber(size.bytes * 8)} bits)`;
    summary = `${chars}, ${bytes}`;
  }

  return (
    <div className={`th-stack ${styles.tool}`}>
      <Segmented
        legend="Direction"
        value={direction}
        onChange={(value) => setDirection(value)}
        options={[
          { value: 'encode', label: 'Text → code' },
          { value: 'decode', label: 'Code → text' },
        ]}
      />

      <div className="th-field">
        <label htmlFor={inputId}>{inputLabel}</label>
        <LargeTextArea
          id={inputId}
          className={`th-textarea ${encoding ? '' : 'th-mono'} ${styles.input}`}
          value={input}
          onValueChange={setInput}
          placeholder={encoding ? 'Type or paste text, e.g. Hi' : `Paste numbers to decode, e.g. ${EXAMPLES[format]}`}
          spellCheck={false}
          aria-invalid={decodeError ? true : undefined}
          aria-describedby={decodeError ? `${inputId}-error` : `${inputId}-hint`}
        />
        {decodeError ? (
          <div id={`${inputId}-error`} className={`th-field-error ${styles.error}`} role="alert">
            <span>{decodeError}</span>
            {suggestion && (
              <Button size="sm" onClick={() => readAs(suggestion)}>
                Read as {readingLabel(suggestion)}
              </Button>
            )}
          </div>
        ) : (
          <span id={`${inputId}-hint`} className="th-hint">
            {draft.restored && 'Your input from last time is back: it stays in this browser until you clear it. '}
            {encoding
              ? 'Any language and emoji: the text is turned into its UTF-8 bytes, or its Unicode code points.'
              : 'Groups may be separated by spaces, commas or new lines; 0b, 0x, \\x, % and U+ prefixes are fine. Bytes may also run together.'}
          </span>
        )}
      </div>

      <div className={styles.controls}>
        <Segmented
          legend="Format"
          variant="chips"
          value={format}
          onChange={setFormat}
          options={FORMATS.map((value) => ({ value, label: SHORT_LABELS[value] }))}
        />
        <Segmented
          legend="Numbers are"
          value={units}
          onChange={setUnits}
          options={[
            { value: 'utf8', label: 'UTF-8 bytes' },
            { value: 'codepoint', label: 'Code points', disabled: format === 'base32' },
          ]}
        />
        {encoding && (
          <div className={styles.encodeOptions}>
            <SelectField
              label="Separator"
              value={separator}
              onChange={setSeparator}
              options={SEPARATOR_OPTIONS}
              disabled={format === 'base32'}
              hint={format === 'base32' ? 'Base32 is one unbroken string.' : undefined}
            />
            <CheckField
              label="Prefix each group (0b, 0o, 0x)"
              checked={prefix}
              onChange={(checked) => setPrefix(checked ? 'on' : 'off')}
              disabled={format === 'base32' || format === 'decimal'}
            />
          </div>
        )}
      </div>

      <ResultCard heading={outputLabel}>
        <WorkerTaskStatus
          task={task}
          verb={encoding ? 'Encoding' : 'Decoding'}
          cancelledMessage={`${encoding ? 'Encoding' : 'Decoding'} stopped. Edit the input or change an option to start again.`}
          errorMessage={(error) => `The input could not be converted: ${error}`}
        />
        {!encoding && result?.warning && !task.working && (
          <Message tone="warning">
            <span className="th-row">
              <span>{result.warning}</span>
              {units === 'utf8' && format !== 'base32' && (
                <Button size="sm" onClick={() => setUnits('codepoint')}>
                  Read as code points
                </Button>
              )}
            </span>
          </Message>
        )}
        <OutputPreview
          label={encoding ? `${FORMAT_LABELS[format]} output` : 'Decoded text'}
          text={output}
          fileName={encoding ? `${format}.txt` : 'decoded.txt'}
          stale={task.working}
          className={`${styles.output} ${encoding ? 'th-mono' : ''}`}
          placeholder={encoding ? `${EXAMPLES[format]} (the text “Hi”)` : 'The decoded text appears here.'}
          spellCheck={false}
        />
        {summary && <p className="th-hint" aria-live="polite">{summary}</p>}
        <div className="th-row">
          <Button onClick={swap} disabled={output === '' || task.working}>
            {encoding ? 'Decode this back' : 'Encode this text'}
          </Button>
          <Button variant="ghost" onClick={draft.clear} disabled={input === ''}>
            Clear
          </Button>
        </div>
      </ResultCard>

      {plain !== '' && plain.length <= VIEWS_MAX_CHARS && !task.working && (
        <>
          <Views text={plain} options={options} onPick={setFormat} />
          <Breakdown text={plain} format={format === 'base32' ? 'binary' : format} formatLabel={format === 'base32' ? 'binary' : FORMAT_LABELS[format]} />
        </>
      )}
    </div>
  );
}
