import { useId, useMemo } from 'react';
import { LargeTextArea, OutputPreview, Segmented, useDraft, useQueryState, useWorkerTask, WorkerTaskStatus, SelectField, type ToolProps } from '@toolhub/shared';
import { CaseList } from './CaseList';
import { OFFLOAD_CHARS, runConvertJob, type ConvertJob } from './convert';
import { CASE_MODES, isCaseMode, type CaseLanguage, type CaseMode } from './logic';
import { ResultActions } from '../../ui/ResultActions';
import { ResultCard } from '../../ui/ResultCard';
import styles from './styles.module.css';

const DEFAULT_MODE: CaseMode = 'title';

const createConvertWorker = () => new Worker(new URL('./convert.worker.ts', import.meta.url));

export default function CaseConverterTool({ tool }: ToolProps) {
  const [text, setText, draft] = useDraft('case-converter:text', '');
  const [modeParam, setMode] = useQueryState('mode', DEFAULT_MODE);
  const [languageParam, setLanguage] = useQueryState('lang', 'standard');
  const mode: CaseMode = isCaseMode(modeParam) ? modeParam : DEFAULT_MODE;
  const language: CaseLanguage = languageParam === 'tr' ? 'tr' : 'standard';
  const job = useMemo<ConvertJob | null>(() => (text === '' ? null : { text, mode, language }), [text, mode, language]);
  // The chosen case of a long text is worked out in a worker; meanwhile the last result stays, dimmed.
  const task = useWorkerTask({ input: job, run: runConvertJob, createWorker: createConvertWorker, offload: text.length > OFFLOAD_CHARS });
  const output = task.result ?? '';
  const inputId = useId();
  const languageId = useId();
  const selected = CASE_MODES.find((entry) => entry.id === mode) ?? CASE_MODES[0]!;

  return (
    <div className={`th-stack ${styles.tool}`}>
      <div className="th-field">
        <label htmlFor={inputId}>Text to convert</label>
        <LargeTextArea
          id={inputId}
          className={`th-textarea ${styles.input}`}
          value={text}
          onValueChange={setText}
          placeholder="Type or paste text, a title or an identifier such as userAccountId…"
          spellCheck={false}
          aria-describedby={`${inputId}-hint`}
        />
        <span id={`${inputId}-hint`} className="th-hint">
          {draft.restored && 'Your text from last time is back: it stays in this browser until you clear it. '}
          Title and Sentence case keep words in capitals such as NASA, USA or HTML5; three or more in a row read as shouting and are
          converted.
        </span>
      </div>

      <div className={styles.controls}>
        <Segmented
          legend="Convert to"
          variant="chips"
          value={mode}
          onChange={setMode}
          options={CASE_MODES.map((entry) => ({ value: entry.id, label: entry.label }))}
        />
        <SelectField
          id={languageId}
          className={styles.language}
          label="Letter rules"
          value={language}
          onChange={setLanguage}
          options={[
            { value: 'standard', label: 'Standard' },
            { value: 'tr', label: 'Turkish / Azerbaijani (i İ, ı I)' },
          ]}
        />
      </div>

      <ResultCard heading={selected.label}>
        <WorkerTaskStatus
          task={task}
          verb="Converting"
          cancelledMessage="Converting stopped. Edit the text or choose a case to convert again."
          errorMessage={(error) => `The text could not be converted: ${error}`}
        />
        <OutputPreview
          label="Converted text"
          text={output}
          fileName={`${mode}-case.txt`}
          stale={task.working}
          className={styles.output}
          placeholder="Your converted text appears here."
          spellCheck={false}
          data-testid="selected-result"
        />
        <ResultActions text={text} output={output} working={task.working} onUseAsInput={setText} onClear={draft.clear} />
      </ResultCard>

      <CaseList title={`All ${tool.name} results`} text={text} language={language} mode={mode} onPick={setMode} />
    </div>
  );
}
