import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, CheckField, CopyButton, formatNumber, Message, readStored, Segmented, segmentOptions, SelectField, TextField, writeStored, type ToolProps } from '@toolhub/shared';
import { useQueryBatch, useQueryChoice, useQueryField, useQueryFlag } from '../../forms/useQueryField';
import { describePlan, drawNumbers, formatScaled, planDraw, PRECISION_MAX, SEPARATORS, type Separator } from './logic';
import { HISTORY_KEY, addEntry, makeEntry, sanitizeHistory, type HistoryEntry } from './history';
import { HistoryList } from './HistoryList';
import controls from '../../ui/controls.module.css';
import layout from '../../ui/layout.module.css';
import styles from './styles.module.css';

const KINDS = ['integer', 'decimal'] as const;
const KIND_OPTIONS = segmentOptions(KINDS, { integer: 'Whole numbers', decimal: 'Decimals' });
const SEPARATOR_KEYS = Object.keys(SEPARATORS) as Separator[];
const SEPARATOR_OPTIONS = SEPARATOR_KEYS.map((key) => ({ value: key, label: SEPARATORS[key].name }));

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
    <div className={`th-columns ${styles.tool}`}>
      <form className="th-card th-stack" onSubmit={generate} aria-labelledby={`${id}-settings`} noValidate>
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
          <SelectField label="Separator" value={separator} options={SEPARATOR_OPTIONS} onChange={setSeparator} />
        </div>
        <Segmented legend="Number type" options={KIND_OPTIONS} value={kind} onChange={setKind} />
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
          <CheckField label="Unique (no repeats)" checked={unique} onChange={setUnique} />
          <CheckField label="Sort ascending" checked={sorted} onChange={setSorted} />
        </div>
        {errors.range && <Message tone="error">{errors.range}</Message>}
        {result.ok && result.note && <Message tone="info">{result.note}</Message>}
        <Button type="submit" variant="primary" disabled={!result.ok}>
          Generate
        </Button>
      </form>

      <div className={styles.side}>
        <section className={`th-card th-stack ${styles.output}`} aria-labelledby={`${id}-result`}>
          <div className="th-head-row">
            <h2 id={`${id}-result`}>Result</h2>
            {draw && <CopyButton size="sm" text={joined} label={draw.values.length > 1 ? 'Copy all' : 'Copy'} />}
          </div>
          {draw ? (
            <>
              <output className={draw.values.length === 1 ? `${layout.bigResult} ${styles.single}` : `th-output ${styles.many}`}>{joined}</output>
              <p className="th-hint">{draw.summary}</p>
            </>
          ) : (
            <p className="th-hint">Fix the settings, then press Generate.</p>
          )}
          {/* Reading out 10,000 numbers would drown a screen reader; long draws are announced by size. */}
          <p className="th-visually-hidden" aria-live="polite">
            {draw ? (draw.values.length <= 20 ? `Result: ${draw.values.join(', ')}` : `${formatNumber(draw.values.length)} numbers generated.`) : ''}
          </p>
        </section>

        <HistoryList entries={history} separator={separatorText} onClear={clearHistory} headingId={`${id}-history`} />
      </div>
    </div>
  );
}
