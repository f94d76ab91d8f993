import { useId, useState, type FormEvent } from 'react';
import { Button, CheckField, CopyButton, formatNumber, Message, Segmented, segmentOptions, SelectField, TextField, type ToolProps } from '@toolhub/shared';
import { useQueryBatch, useQueryChoice, useQueryField, useQueryFlag } from '../../forms/useQueryField';
import {
  COUNT_MAX,
  DAY_FILTERS,
  EARLIEST,
  FORMATS,
  FORMAT_NAMES,
  LATEST,
  describeMatching,
  drawDates,
  formatDate,
  oneYearAfter,
  planDates,
  sortDrawn,
  todayIso,
  type DatePlan,
  type DrawnDate,
} from './logic';
import controls from '../../ui/controls.module.css';
import layout from '../../ui/layout.module.css';
import styles from './styles.module.css';

const DAY_OPTIONS = segmentOptions(DAY_FILTERS, {
  any: 'Any day',
  weekdays: 'Weekdays only (Mon–Fri)',
  weekends: 'Weekends only (Sat–Sun)',
});
const FORMAT_OPTIONS = FORMATS.map((f) => ({ value: f, label: FORMAT_NAMES[f] }));

interface Draw {
  key: string;
  dates: DrawnDate[];
}

const keyOf = (plan: DatePlan) => `${plan.first}|${plan.last}|${plan.count}|${plan.days}|${plan.unique}`;

export default function RandomDateTool(_props: ToolProps) {
  const id = useId();
  // Computed once per visit so the defaults do not shift while the page is open past midnight.
  const [defaults] = useState(() => {
    const today = todayIso();
    return { from: today, to: oneYearAfter(today) };
  });
  const [from, setFrom, setFromDraft] = useQueryField('from', defaults.from);
  const [to, setTo, setToDraft] = useQueryField('to', defaults.to);
  const [count, setCount] = useQueryField('count', '1');
  const [days, setDays] = useQueryChoice('days', DAY_FILTERS, 'any');
  const [format, setFormat] = useQueryChoice('format', FORMATS, 'iso');
  const [unique, setUnique] = useQueryFlag('unique', false);
  const [sorted, setSorted] = useQueryFlag('sorted', false);
  const [withTime, setWithTime] = useQueryFlag('time', false);
  const writeQuery = useQueryBatch();
  // A date field reports '' both when empty and when half-typed; validity tells the two apart.
  const [fromBad, setFromBad] = useState(false);
  const [toBad, setToBad] = useState(false);

  const result = planDates({ from, to, count, days, unique });
  const errors = result.ok ? {} : { ...result.errors };
  if (fromBad && from === '') errors.from = 'The start date is incomplete or not a real date.';
  if (toBad && to === '') errors.to = 'The end date is incomplete or not a real date.';
  const plan = result.ok ? result.plan : null;

  const [draw, setDraw] = useState<Draw | null>(() => (plan ? { key: keyOf(plan), dates: drawDates(plan) } : null));
  // New settings give new dates at once; format, sorting and the time display only change how they read.
  if (plan && draw?.key !== keyOf(plan)) setDraw({ key: keyOf(plan), dates: drawDates(plan) });

  function generate(event?: FormEvent) {
    event?.preventDefault();
    if (plan) setDraw({ key: keyOf(plan), dates: drawDates(plan) });
  }

  function swap() {
    setFromDraft(to);
    setToDraft(from);
    writeQuery({ from: [to.trim(), defaults.from], to: [from.trim(), defaults.to] });
  }

  const shown = plan && draw ? (sorted ? sortDrawn(draw.dates, withTime) : draw.dates) : [];
  const lines = shown.map((d) => formatDate(d, format, withTime));
  const announcement = lines.length === 0 ? '' : lines.length <= 10 ? `Result: ${lines.join(', ')}` : `${lines.length} dates generated.`;

  return (
    <div className="th-columns">
      <form className={`th-card th-stack ${styles.settings}`} onSubmit={generate} aria-labelledby={`${id}-settings`} noValidate>
        <h2 id={`${id}-settings`} className={layout.heading}>
          Settings
        </h2>
        <div className={styles.range}>
          <DateField
            id={`${id}-from`}
            className={styles.from}
            label="Start date"
            value={from}
            error={errors.from}
            onChange={(value, bad) => {
              setFromBad(bad);
              setFrom(value);
            }}
          />
          <Button size="sm" variant="ghost" className={styles.swap} onClick={swap} aria-label="Swap start and end dates">
            ⇄
          </Button>
          <DateField
            id={`${id}-to`}
            className={styles.to}
            label="End date"
            value={to}
            error={errors.to}
            onChange={(value, bad) => {
              setToBad(bad);
              setTo(value);
            }}
          />
        </div>
        <div className={styles.pair}>
          <TextField
            id={`${id}-count`}
            label="How many"
            value={count}
            onChange={setCount}
            error={errors.count}
            inputMode="numeric"
            hint={`1 to ${formatNumber(COUNT_MAX)}`}
          />
          <SelectField label="Format" value={format} options={FORMAT_OPTIONS} onChange={setFormat} />
        </div>
        <Segmented legend="Days" variant="chips" options={DAY_OPTIONS} value={days} onChange={setDays} />
        <div className={controls.options}>
          <CheckField label="Unique dates (no repeats)" checked={unique} onChange={setUnique} />
          <CheckField label="Sort by date" checked={sorted} onChange={setSorted} />
          <CheckField label="Include a random time of day" checked={withTime} onChange={setWithTime} />
        </div>
        {errors.range && <Message tone="error">{errors.range}</Message>}
        {plan && <p className="th-hint">{describeMatching(plan)}.</p>}
        <Button type="submit" variant="primary" disabled={!plan}>
          Generate again
        </Button>
      </form>

      <section className="th-card th-stack" aria-labelledby={`${id}-result`}>
        <div className="th-head-row">
          <h2 id={`${id}-result`}>{lines.length > 1 ? `${formatNumber(lines.length)} dates` : 'Date'}</h2>
          {lines.length > 0 && <CopyButton size="sm" text={lines.join('\n')} label={lines.length > 1 ? 'Copy all' : 'Copy'} />}
        </div>
        {lines.length === 1 ? (
          <output className={`${layout.bigResult} ${styles.single}`}>{lines[0]}</output>
        ) : lines.length > 1 ? (
          <ol className={`th-output ${styles.list}`} aria-label="Random dates">
            {lines.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ol>
        ) : (
          <p className="th-hint">Fix the settings above to see dates.</p>
        )}
        {format === 'unix' && lines.length > 0 && (
          <p className="th-hint">Unix timestamps count seconds since 1970-01-01 00:00 UTC{withTime ? '; times of day are in UTC' : ', at midnight UTC'}.</p>
        )}
        <p className="th-visually-hidden" aria-live="polite">
          {announcement}
        </p>
      </section>
    </div>
  );
}

interface DateFieldProps {
  id: string;
  className: string | undefined;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string, bad: boolean) => void;
}

function DateField({ id, className, label, value, error, onChange }: DateFieldProps) {
  return (
    <div className={`th-field ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="th-input"
        type="date"
        min={EARLIEST}
        max={LATEST}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value, e.target.validity?.badInput ?? false)}
      />
      {error && (
        <p id={`${id}-error`} className="th-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
