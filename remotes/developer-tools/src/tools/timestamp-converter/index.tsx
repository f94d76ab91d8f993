import { useEffect, useId, useMemo } from 'react';
import { Button, CopyButton, Message, useDraft, useLocaleReady, useQueryState, SelectField, type ToolProps } from '@toolhub/shared';
import ui from '../../ui/layout.module.css';
import {
  formatInUnit,
  formatRelative,
  fromPickerValue,
  localTimeZone,
  parseUnitChoice,
  pickedTimestamp,
  readInput,
  toPickerValue,
  UNIT_NAMES,
  viewInZone,
  type Unit,
  type UnitChoice,
} from './logic';
import { NowClock, useNow } from './NowClock';
import { ZoneCard } from './ZoneCard';
import styles from './styles.module.css';

const UNITS: Unit[] = ['s', 'ms', 'us', 'ns'];
/** A typed input before the visitor's zone is known (the tool's opening render): read a moment later. */
const PENDING = { kind: 'pending' } as const;
const EMPTY = { kind: 'empty' } as const;
const CHOICE_LABELS: Record<UnitChoice, string> = {
  auto: 'Detect automatically',
  s: 'Seconds',
  ms: 'Milliseconds',
  us: 'Microseconds',
  ns: 'Nanoseconds',
};

export default function TimestampConverterTool({ tool }: ToolProps) {
  const ids = useId();
  const [input, setInput] = useDraft('timestamp-converter:input', '');
  // Links made before drafts carried the input as ?t=: it fills the field once, then leaves the URL.
  const [sharedInput, setSharedInput] = useQueryState('t', '');
  useEffect(() => {
    if (sharedInput === '') return;
    setInput(sharedInput);
    setSharedInput('');
  }, [sharedInput, setInput, setSharedInput]);
  const [unitParam, setUnitParam] = useQueryState('unit', 'auto');
  const [zoneParam, setZoneParam] = useQueryState('zone', 'local');
  const choice = parseUnitChoice(unitParam);
  const pickerInUtc = zoneParam === 'utc';
  // Naming the visitor's zone makes the page's first Intl object (20–60 ms of locale data), so it
  // waits for the render right after the tool's first paint; a typed date is read from then on.
  const localeReady = useLocaleReady();
  const timeZone = useMemo(() => (localeReady ? localTimeZone() : null), [localeReady]);
  const now = useNow();

  const reading = useMemo(() => (timeZone === null ? (input.trim() === '' ? EMPTY : PENDING) : readInput(input, choice, timeZone)), [input, choice, timeZone]);
  const instant = reading.kind === 'instant' ? reading.instant : null;
  const utcView = useMemo(() => (instant ? viewInZone(instant, 'UTC') : null), [instant]);
  const localView = useMemo(() => (instant && timeZone !== null ? viewInZone(instant, timeZone) : null), [instant, timeZone]);
  const pickerZone = pickerInUtc ? 'UTC' : timeZone;
  const pickerValue = instant && pickerZone !== null ? toPickerValue(instant, pickerZone) : '';
  const localName = timeZone === null ? 'Your time' : `Your time (${timeZone})`;
  const workingUnit: Unit = reading.kind === 'instant' && reading.unit ? reading.unit : choice === 'auto' ? 's' : choice;

  function pick(value: string) {
    if (pickerZone === null) return;
    const picked = fromPickerValue(value, pickerZone);
    if (!picked) return;
    const next = pickedTimestamp(picked, workingUnit, choice);
    setInput(next.text);
    if (next.choice !== choice) setUnitParam(next.choice);
  }

  return (
    <div className={`th-stack ${ui.tool}`}>
      <NowClock now={now} onConvert={setInput} />

      <section className={`th-card th-stack ${ui.card}`} aria-labelledby={`${ids}-title`}>
        <h2 id={`${ids}-title`} className={ui.title}>
          Convert a timestamp or date
        </h2>
        <div className={`th-columns ${styles.inputRow}`}>
          <div className="th-field">
            <label htmlFor={`${ids}-input`}>Timestamp or date</label>
            <input
              id={`${ids}-input`}
              className={`th-input ${ui.mono}`}
              value={input}
              onChange={(event) => setInput(event.target.value)}
              placeholder="1700000000 or 2023-11-14T22:13:20Z"
              spellCheck={false}
              autoComplete="off"
              autoCapitalize="off"
              aria-invalid={reading.kind === 'error' ? true : undefined}
              aria-describedby={`${ids}-status`}
            />
          </div>
          <SelectField
            id={`${ids}-unit`}
            label="Unit"
            value={choice}
            onChange={setUnitParam}
            options={(Object.keys(CHOICE_LABELS) as UnitChoice[]).map((value) => ({ value, label: CHOICE_LABELS[value] }))}
          />
        </div>
        <div className="th-row">
          <Button size="sm" onClick={() => setInput(String(Math.floor(Date.now() / 1000)))}>
            Use now
          </Button>
          <Button size="sm" variant="ghost" disabled={input === ''} onClick={() => setInput('')}>
            Clear
          </Button>
        </div>

        <div id={`${ids}-status`} aria-live="polite" className="th-stack">
          {reading.kind === 'empty' && (
            <p className="th-hint">
              Type Unix time in seconds, milliseconds, microseconds or nanoseconds, or a date such as 2024-02-29T12:00:00Z.
            </p>
          )}
          {reading.kind === 'error' && <Message tone="error">{reading.message}</Message>}
          {reading.kind === 'instant' && (
            <>
              <p className={styles.relative}>
                <strong>{formatRelative(reading.instant.ms, now)}</strong>
                {utcView && <span className="th-hint"> · {utcView.weekday}</span>}
              </p>
              {reading.notes.map((note) => (
                <Message key={note} tone="info">
                  {note}
                </Message>
              ))}
              {reading.warnings.map((warning) => (
                <Message key={warning} tone="warning">
                  {warning}
                </Message>
              ))}
              {reading.choice && (
                <div>
                  <Button size="sm" onClick={() => reading.choice && setInput(reading.choice.text)}>
                    {reading.choice.label}
                  </Button>
                </div>
              )}
            </>
          )}
        </div>

        {instant && (
          <>
            <div className="th-columns">
              <ZoneCard heading="UTC" view={utcView} />
              <ZoneCard heading={localName} view={localView} />
            </div>
            <section aria-labelledby={`${ids}-units`}>
              <h3 id={`${ids}-units`} className={styles.zoneTitle}>
                As Unix time
              </h3>
              <ul className={styles.units}>
                {UNITS.map((unit) => {
                  const text = formatInUnit(instant.ns, unit);
                  const name = UNIT_NAMES[unit];
                  return (
                    <li key={unit} className={`${ui.labelledRow} ${styles.unitItem}`}>
                      <span className={ui.rowLabel}>
                        {name[0]?.toUpperCase()}
                        {name.slice(1)}
                        {reading.kind === 'instant' && reading.unit === unit && <span className={styles.badge}>your input</span>}
                      </span>
                      <code className={ui.mono}>{text}</code>
                      <CopyButton size="sm" variant="ghost" text={text} label="Copy" aria-label={`Copy ${name}`} />
                    </li>
                  );
                })}
              </ul>
            </section>
          </>
        )}
      </section>

      <section className={`th-card th-stack ${ui.card}`} aria-labelledby={`${ids}-pick`}>
        <h2 id={`${ids}-pick`} className={ui.title}>
          Pick a date and time
        </h2>
        <div className={`th-columns ${styles.inputRow}`}>
          <div className="th-field">
            <label htmlFor={`${ids}-picker`}>Date and time</label>
            <input
              id={`${ids}-picker`}
              className="th-input"
              type="datetime-local"
              step={1}
              value={pickerValue}
              onChange={(event) => pick(event.target.value)}
            />
          </div>
          <SelectField
            id={`${ids}-zone`}
            label="Time zone"
            value={pickerInUtc ? 'utc' : 'local'}
            onChange={setZoneParam}
            options={[
              { value: 'local', label: localName },
              { value: 'utc', label: 'UTC' },
            ]}
          />
        </div>
        <p className="th-hint">
          Picking a date fills in the converter above as Unix {UNIT_NAMES[workingUnit]}.
        </p>
      </section>
      <p className="th-hint">{tool.name} works entirely in your browser; nothing is sent anywhere.</p>
    </div>
  );
}
