import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Button, CopyButton, useQueryState, type ToolProps } from '@toolhub/shared';
import { CASE_MODES, convertAll, isCaseMode, type CaseLanguage, type CaseMode } from './logic';
import styles from './styles.module.css';

const DEFAULT_MODE: CaseMode = 'title';

export default function CaseConverterTool({ tool }: ToolProps) {
  const [text, setText] = useState('');
  const [modeParam, setMode] = useQueryState('mode', DEFAULT_MODE);
  const [languageParam, setLanguage] = useQueryState('lang', 'standard');
  const mode: CaseMode = isCaseMode(modeParam) ? modeParam : DEFAULT_MODE;
  const language: CaseLanguage = languageParam === 'tr' ? 'tr' : 'standard';
  // Converting a long text ten ways runs after the keystroke has painted.
  const converting = useDeferredValue(text);
  const results = useMemo(() => convertAll(converting, language), [converting, language]);
  const empty = converting === '';
  const inputId = useId();
  const languageId = useId();
  const resultId = useId();
  const selected = CASE_MODES.find((entry) => entry.id === mode) ?? CASE_MODES[0]!;

  return (
    <div className={`th-stack ${styles.tool}`}>
      <div className="th-field">
        <label htmlFor={inputId}>Text to convert</label>
        <textarea
          id={inputId}
          className={`th-textarea ${styles.input}`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Type or paste text, a title or an identifier such as userAccountId…"
          spellCheck={false}
        />
      </div>

      <div className={styles.controls}>
        <fieldset className={styles.modes}>
          <legend className="th-label">Convert to</legend>
          <div className={styles.chips}>
            {CASE_MODES.map((entry) => (
              <label key={entry.id} className={styles.chip}>
                <input
                  type="radio"
                  name={`${inputId}-mode`}
                  value={entry.id}
                  checked={entry.id === mode}
                  onChange={() => setMode(entry.id)}
                />
                <span>{entry.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className={`th-field ${styles.language}`}>
          <label htmlFor={languageId}>Letter rules</label>
          <select
            id={languageId}
            className="th-select"
            value={language}
            onChange={(event) => setLanguage(event.target.value)}
          >
            <option value="standard">Standard</option>
            <option value="tr">Turkish / Azerbaijani (i İ, ı I)</option>
          </select>
        </div>
      </div>

      <section className={`th-card ${styles.result}`} aria-labelledby={resultId}>
        <h2 id={resultId} className={styles.heading}>
          {selected.label}
        </h2>
        <div className={styles.output} aria-live="polite" data-testid="selected-result">
          {empty ? <span className="th-hint">Your converted text appears here.</span> : results[mode]}
        </div>
        <div className="th-row">
          <CopyButton text={results[mode]} label="Copy result" variant="primary" disabled={empty} />
          <Button onClick={() => setText(results[mode])} disabled={empty || results[mode] === text}>
            Use as input
          </Button>
          <Button variant="ghost" onClick={() => setText('')} disabled={text === ''}>
            Clear
          </Button>
        </div>
      </section>

      <section aria-label={`All ${tool.name} results`}>
        <h2 className={styles.heading}>Every case</h2>
        <ul className={styles.list}>
          {CASE_MODES.map((entry) => (
            <li key={entry.id} className={styles.item} data-selected={entry.id === mode || undefined}>
              <div className={styles.itemHead}>
                <h3 className={styles.itemTitle}>{entry.label}</h3>
                <CopyButton
                  text={results[entry.id]}
                  size="sm"
                  aria-label={`Copy ${entry.label}`}
                  disabled={empty}
                />
              </div>
              <div className={styles.itemValue} data-testid={`result-${entry.id}`}>
                {empty ? '—' : results[entry.id]}
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
