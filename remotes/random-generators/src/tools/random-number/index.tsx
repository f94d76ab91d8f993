import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, CopyButton, Message, readStored, writeStored, type ToolProps } from '@toolhub/shared';
import { useQueryBatch, useQueryChoice, useQueryField, useQueryFlag } from '../../forms/useQueryField';
import { describePlan, drawNumbers, formatScaled, planDraw, PRECISION_MAX, SEPARATORS, type Separator } from './logic';
import { HISTORY_KEY, addEntry, makeEntry, sanitizeHistory, type HistoryEntry } from './history';
import { HistoryList } from './HistoryList';
import { TextField } from '../../ui/TextField';
import controls from '../../ui/controls.module.css';
import layout from '../../ui/layout.module.css';
import styles from './styles.module.css';

const KINDS = ['integer', 'decimal'] as const;
const SEPARATOR_KEYS = Object.keys(SEPARATORS) as Separator[];

interface Draw {
  values: string[];
  summary: string;
}

export default function RandomNumberTool(_props: ToolProps) {
  const id = useId();
  const [min, setMin, setMinDraft] = useQueryField('min', '1');
  const [max, setMax, setMaxDraft] = useQueryField('max', '100');
  const writeQuery = useQueryBatch();
  const [count, setCount] = useQueryField('count', '1');
  const [kind, setKind] = useQueryChoice('type', KINDS, 'integer');
  const [precision, setPrecision] = useQueryField('places', '2');
  const [unique, setUnique] = useQueryFlag('unique', false);
  const [sorted, setSorted] = useQueryFlag('sorted', false);
  const [separator, setSeparator] = useQueryChoice('sep', SEPARATOR_KEYS, 'comma');
  const [history, setHistory] = useState<HistoryEntry[]>(() => sanitizeHistory(readStored<unknown>(HISTORY_KEY, [])));
  const nextId = useRef(0);

  const result = planDraw({ min, max, count, unique, decimal: kind === 'decimal', precision, sorted });
  const errors = result.ok ? {} : result.errors;

  const [draw, setDraw] = useState<Draw | null>(() => (result.ok ? run(result.plan) : null));

  function run(plan: Extract<typeof result, { ok: true }>['plan']): Draw {
    return { values: drawNumbers(plan).map((v) => formatScaled(v, plan.scale)), summary: describePlan(plan) };
  }

  function generate(event?: FormEvent) {
    event?.preventDefault();
    if (!result.ok) return;
    const next = run(result.plan);
    setDraw(next);
    const entry = makeEntry(`${Date.now()}-${nextId.current++}`, new Date(), next.summary, next.values);
    const updated = addEntry(history, entry);
    setHistory(updated);
    writeStored(HISTORY_KEY, updated);
  }

  function clearHistory() {
    setHistory([]);
    writeStored(HISTORY_KEY, []);
  }

  function swap() {
    setMinDraft(max);
    setMaxDraft(min);
    writeQuery({ min: [max.trim(), '1'], max: [min.trim(), '100'] });
  }

  const separatorText = SEPARATORS[separator].text;
  const joined = draw ? draw.values.join(separatorText) : '';

  return (
    <div className={styles.tool}>
      <form className={`th-card th-stack ${styles.settings}`} onSubmit={generate} aria-labelledby={`${id}-settings`} noValidate>
        <h2 id={`${id}-settings`} className={layout.heading}>
          Settings
        </h2>
        <div className={controls.range}>
          <TextField id={`${id}-min`} label="Minimum" value={min} onChange={setMin} error={errors.min} spellCheck={false} />
          <Button size="sm" variant="ghost" className={controls.swap} onClick={swap} aria-label="Swap minimum and maximum">
            ⇄
          </Button>
          <TextField id={`${id}-max`} label="Maximum" value={max} onChange={setMax} error={errors.max} spellCheck={false} />
        </div>
        <div className={controls.pair}>
          <TextField id={`${id}-count`} label="How many" value={count} onChange={setCount} error={errors.count} inputMode="numeric" spellCheck={false} />
          <div className="th-field">
            <label htmlFor={`${id}-sep`}>Separator</label>
            <select id={`${id}-sep`} className="th-select" value={separator} onChange={(e) => setSeparator(e.target.value as Separator)}>
              {SEPARATOR_KEYS.map((key) => (
                <option key={key} value={key}>
                  {SEPARATORS[key].name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <fieldset className={styles.group}>
          <legend className="th-label">Number type</legend>
          <div className="th-row">
            {KINDS.map((k) => (
              <label key={k} className={controls.check}>
                <input type="radio" name={`${id}-kind`} value={k} checked={kind === k} onChange={() => setKind(k)} />
                {k === 'integer' ? 'Whole numbers' : 'Decimals'}
              </label>
            ))}
          </div>
        </fieldset>
        {kind === 'decimal' && (
          <TextField
            id={`${id}-places`}
            label={`Decimal places (0–${PRECISION_MAX})`}
            value={precision}
            onChange={setPrecision}
            error={errors.precision}
            inputMode="numeric"
            spellCheck={false}
          />
        )}
        <div className="th-row">
          <label className={controls.check}>
            <input type="checkbox" checked={unique} onChange={(e) => setUnique(e.target.checked)} />
            Unique (no repeats)
          </label>
          <label className={controls.check}>
            <input type="checkbox" checked={sorted} onChange={(e) => setSorted(e.target.checked)} />
            Sort ascending
          </label>
        </div>
        {errors.range && <Message tone="error">{errors.range}</Message>}
        {result.ok && result.note && <Message tone="info">{result.note}</Message>}
        <Button type="submit" variant="primary" disabled={!result.ok}>
          Generate
        </Button>
      </form>

      <div className={styles.side}>
        <section className={`th-card th-stack ${styles.output}`} aria-labelledby={`${id}-result`}>
          <div className={layout.headerRow}>
            <h2 id={`${id}-result`} className={layout.heading}>
              Result
            </h2>
            {draw && <CopyButton size="sm" text={joined} label={draw.values.length > 1 ? 'Copy all' : 'Copy'} />}
          </div>
          {draw ? (
            <>
              <output className={draw.values.length === 1 ? styles.single : styles.many}>{joined}</output>
              <p className="th-hint">{draw.summary}</p>
            </>
          ) : (
            <p className="th-hint">Fix the settings, then press Generate.</p>
          )}
          {/* Reading out 10,000 numbers would drown a screen reader; long draws are announced by size. */}
          <p className="th-visually-hidden" aria-live="polite">
            {draw ? (draw.values.length <= 20 ? `Result: ${draw.values.join(', ')}` : `${draw.values.length.toLocaleString('en-US')} numbers generated.`) : ''}
          </p>
        </section>

        <HistoryList entries={history} separator={separatorText} onClear={clearHistory} headingId={`${id}-history`} />
      </div>
    </div>
  );
}
