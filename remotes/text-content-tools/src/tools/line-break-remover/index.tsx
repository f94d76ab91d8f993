import { useId, useMemo } from 'react';
import {
  CheckField,
  LargeTextArea,
  OutputPreview,
  Segmented,
  SelectField,
  TextField,
  useDraft,
  useQueryState,
  useWorkerTask,
  WorkerTaskStatus,
  type ToolProps,
} from '@toolhub/shared';
import { describeEndings, describeResult, isMode, joinerFor, runRemoveJob, type Mode, type RemoveJob, type RemoveOptions } from './logic';
import { ResultActions } from '../../ui/ResultActions';
import { ResultCard } from '../../ui/ResultCard';
import styles from './styles.module.css';

/** Longer texts are worked on in a worker; shorter ones while rendering (a few milliseconds). */
const OFFLOAD_CHARS = 100_000;
/** A custom replacement longer than this is surely a paste into the wrong box. */
const CUSTOM_MAX = 50;

const createRemoveWorker = () => new Worker(new URL('./remove.worker.ts', import.meta.url));

const JOINERS = [
  { value: 'space', label: 'A space' },
  { value: 'none', label: 'Nothing' },
  { value: 'comma', label: 'Comma and space' },
  { value: 'custom', label: 'Custom text…' },
];

export default function LineBreakRemoverTool(_props: ToolProps) {
  const [text, setText, draft] = useDraft('line-break-remover:text', '');
  const [modeParam, setMode] = useQueryState('mode', 'paragraphs');
  const [joinerParam, setJoiner] = useQueryState('with', 'space');
  const [custom, setCustom] = useQueryState('custom', '');
  const [hyphens, setHyphens] = useQueryState('hyphens', 'on');
  const [trim, setTrim] = useQueryState('trim', 'on');
  const [collapse, setCollapse] = useQueryState('collapse', 'on');
  const [lists, setLists] = useQueryState('lists', 'off');
  const [paragraphBreak, setParagraphBreak] = useQueryState('gap', 'blank');
  const [ending, setEnding] = useQueryState('eol', 'lf');
  const mode: Mode = isMode(modeParam) ? modeParam : 'paragraphs';
  const joinerChoice = JOINERS.some((entry) => entry.value === joinerParam) ? joinerParam : 'space';
  const customError = joinerChoice === 'custom' && custom.length > CUSTOM_MAX ? `Use at most ${CUSTOM_MAX} characters; this has ${custom.length}.` : null;

  const options = useMemo<RemoveOptions>(
    () => ({
      mode,
      // A custom text that is too long is not used (and says so) until it is shortened.
      joiner: customError ? ' ' : joinerFor(joinerChoice, custom),
      joinHyphens: hyphens === 'on',
      trim: trim === 'on',
      collapse: collapse === 'on',
      keepLists: lists === 'on',
      paragraphBreak: paragraphBreak === 'single' ? 'single' : 'blank',
      lineEnding: ending === 'crlf' ? 'crlf' : 'lf',
    }),
    [mode, customError, joinerChoice, custom, hyphens, trim, collapse, lists, paragraphBreak, ending],
  );
  const job = useMemo<RemoveJob | null>(() => (text === '' ? null : { text, options }), [text, options]);
  const task = useWorkerTask({ input: job, run: runRemoveJob, createWorker: createRemoveWorker, offload: text.length > OFFLOAD_CHARS });
  const result = task.result;
  const output = result?.text ?? '';
  const inputId = useId();
  const toggle = (setter: (value: string) => void) => (checked: boolean) => setter(checked ? 'on' : 'off');

  return (
    <div className={`th-stack ${styles.tool}`}>
      <div className="th-field">
        <label htmlFor={inputId}>Text with line breaks</label>
        <LargeTextArea
          id={inputId}
          className={`th-textarea ${styles.input}`}
          value={text}
          onValueChange={setText}
          placeholder={'Paste text copied from a PDF, an e-mail or a terminal…\nLines that were wrapped like this\nbecome one line again.'}
          aria-describedby={`${inputId}-hint`}
          spellCheck={false}
        />
        <span id={`${inputId}-hint`} className="th-hint">
          {draft.restored && 'Your text from last time is back: it stays in this browser until you clear it. '}
          {result && !task.working ? `Your text has ${describeEndings(result.found)}.` : 'Windows (CRLF), old Mac (CR) and Unix (LF) line breaks are all handled.'}
        </span>
      </div>

      <Segmented
        legend="Remove"
        variant="chips"
        value={mode}
        onChange={setMode}
        options={[
          { value: 'paragraphs', label: 'Line breaks, keep paragraphs' },
          { value: 'all', label: 'All line breaks' },
          { value: 'empty', label: 'Empty lines only' },
        ]}
      />

      <div className={styles.options}>
        {mode !== 'empty' && (
          <div className={styles.joiner}>
            <SelectField label="Replace each line break with" value={joinerChoice} onChange={setJoiner} options={JOINERS} />
            {joinerChoice === 'custom' && (
              <TextField
                label="Custom text"
                value={custom}
                onChange={setCustom}
                error={customError}
                hint={custom === '' ? 'Until you type one, a space is used. \\t is a tab.' : 'e.g. " | " or <br>; \\t is a tab.'}
                spellCheck={false}
              />
            )}
          </div>
        )}
        {mode === 'paragraphs' && (
          <SelectField
            label="Between paragraphs"
            value={paragraphBreak === 'single' ? 'single' : 'blank'}
            onChange={setParagraphBreak}
            options={[
              { value: 'blank', label: 'An empty line' },
              { value: 'single', label: 'One line break' },
            ]}
          />
        )}
        <SelectField
          label="Line breaks in the result"
          value={ending === 'crlf' ? 'crlf' : 'lf'}
          onChange={setEnding}
          hint={ending === 'crlf' ? 'Copy and Download use CRLF; the box shows them as plain line breaks.' : undefined}
          options={[
            { value: 'lf', label: 'LF (Mac, Linux, web)' },
            { value: 'crlf', label: 'CRLF (Windows)' },
          ]}
        />
      </div>

      <fieldset className={styles.checks}>
        <legend className="th-label">Clean up</legend>
        {mode !== 'empty' && (
          <CheckField label="Join words hyphenated at a line end (exam- ple → example)" checked={hyphens === 'on'} onChange={toggle(setHyphens)} />
        )}
        <CheckField label="Trim spaces at the start and end of lines" checked={trim === 'on'} onChange={toggle(setTrim)} />
        <CheckField label="Collapse repeated spaces and tabs into one space" checked={collapse === 'on'} onChange={toggle(setCollapse)} />
        {mode !== 'empty' && (
          <CheckField label="Keep list items (•, -, 1.) on their own lines" checked={lists === 'on'} onChange={toggle(setLists)} />
        )}
      </fieldset>

      <ResultCard heading="Result">
        <WorkerTaskStatus
          task={task}
          verb="Removing line breaks"
          cancelledMessage="Stopped. Edit the text or change an option to start again."
          errorMessage={(error) => `The text could not be processed: ${error}`}
        />
        <OutputPreview
          label="Text without line breaks"
          text={output}
          fileName="text-without-line-breaks.txt"
          stale={task.working}
          className={styles.output}
          placeholder="The joined text appears here."
          spellCheck={false}
        />
        {result && !task.working && (
          <p className="th-hint" role="status">
            {describeResult(result, mode)}
          </p>
        )}
        <ResultActions text={text} output={output} working={task.working} onUseAsInput={setText} onClear={draft.clear} />
      </ResultCard>
    </div>
  );
}
