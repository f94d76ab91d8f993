import { useId, useState } from 'react';
import {
  Button,
  CopyButton,
  Message,
  Segmented,
  fitsInLink,
  segmentOptions,
  useDraft,
  useQueryState,
  type ToolProps,
} from '@toolhub/shared';
import { FieldError } from './FieldError';
import { PeopleList } from './PeopleList';
import { TipPicker } from './TipPicker';
import {
  BLANK_PERSON,
  CURRENCIES,
  MAX_PEOPLE,
  billSummary,
  currencyFor,
  decodePeople,
  encodePeople,
  evaluateBill,
  extraNote,
  formatBasisPoints,
  formatMoney,
  parsePeopleCount,
  toSplitMode,
  type BillField,
  type PersonEntry,
  type SplitMode,
} from './logic';
import styles from './styles.module.css';

const SPLIT_MODES: readonly SplitMode[] = ['equal', 'weight', 'percent'];
const MODE_LABELS: Record<SplitMode, string> = { equal: 'Equally', weight: 'By weight', percent: 'By percentage' };

export default function BillSplitterTool({ tool }: ToolProps) {
  const [total, setTotal] = useQueryState('total', '');
  const [currencyCode, setCurrencyCode] = useQueryState('cur', 'USD');
  const [tip, setTip] = useQueryState('tip', '15');
  const [peopleText, setPeopleText] = useQueryState('n', '2');
  const [modeText, setModeText] = useQueryState('split', 'equal');
  const [linkEntries, setLinkEntries] = useQueryState('people', '');
  // People go in the link to be shared; a list too long for a link is kept in this browser
  // instead, so a reload still has it (a link's own list wins).
  const [longEntries, setLongEntries] = useDraft('bill-splitter:people', '');
  const entriesText = linkEntries !== '' ? linkEntries : longEntries;
  function setEntriesText(text: string) {
    setLinkEntries(text);
    setLongEntries(fitsInLink(text) ? '' : text);
  }
  const id = useId();
  const locale = typeof navigator === 'undefined' ? undefined : navigator.language;

  const mode = toSplitMode(modeText);
  const currency = currencyFor(currencyCode);
  const entries = decodePeople(entriesText);
  const count = parsePeopleCount(peopleText);
  // While the count field is being retyped, keep showing the last valid list rather than none.
  const [rows, setRows] = useState(count.ok ? count.value : 2);
  if (count.ok && count.value !== rows) setRows(count.value);

  const evaluation = evaluateBill({ total, currency: currency.code, tip, people: peopleText, mode, entries });
  const errorFor = (field: BillField) => evaluation.errors.find((error) => error.field === field)?.message;
  const split = evaluation.status === 'ok' ? evaluation.split : null;

  function updateEntry(index: number, entry: PersonEntry) {
    const next = Array.from({ length: Math.max(entries.length, index + 1) }, (_, i) => entries[i] ?? BLANK_PERSON);
    next[index] = entry;
    setEntriesText(encodePeople(next));
  }

  function stepPeople(delta: number) {
    const base = count.ok ? count.value : rows;
    setPeopleText(String(Math.min(MAX_PEOPLE, Math.max(1, base + delta))));
  }

  const totalError = errorFor('total');
  const peopleError = errorFor('people');
  const amounts = split ? new Set(split.shares.map((share) => share.minor)) : new Set<number>();

  return (
    <div className={`th-columns ${styles.tool}`} data-tool={tool.path}>
      <form className={`th-card th-stack ${styles.settings}`} onSubmit={(event) => event.preventDefault()} aria-label="Bill">
        <div className={styles.totalRow}>
          <div className="th-field">
            <label htmlFor={`${id}-total`}>Bill total</label>
            <input
              id={`${id}-total`}
              className={`th-input ${styles.totalInput}`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder={currency.decimals === 0 ? '1,234' : '1,234.56'}
              value={total}
              onChange={(event) => setTotal(event.target.value)}
              aria-invalid={totalError ? true : undefined}
              aria-describedby={totalError ? `${id}-total-error` : undefined}
            />
          </div>
          <div className="th-field">
            <label htmlFor={`${id}-currency`}>Currency</label>
            <select
              id={`${id}-currency`}
              className="th-select"
              value={currency.code}
              onChange={(event) => setCurrencyCode(event.target.value)}
            >
              {CURRENCIES.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.code} · {option.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <FieldError id={`${id}-total-error`} message={totalError} />

        <TipPicker value={tip} onChange={setTip} error={errorFor('tip')} />

        <div className="th-field">
          <label htmlFor={`${id}-people`}>Number of people</label>
          <div className={styles.stepper}>
            <Button onClick={() => stepPeople(-1)} disabled={count.ok && count.value <= 1} aria-label="One person fewer">
              −
            </Button>
            <input
              id={`${id}-people`}
              className={`th-input ${styles.stepperInput}`}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={peopleText}
              onChange={(event) => setPeopleText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
                  event.preventDefault();
                  stepPeople(event.key === 'ArrowUp' ? 1 : -1);
                }
              }}
              aria-invalid={peopleError ? true : undefined}
              aria-describedby={peopleError ? `${id}-people-error` : undefined}
            />
            <Button
              onClick={() => stepPeople(1)}
              disabled={count.ok && count.value >= MAX_PEOPLE}
              aria-label="One person more"
            >
              +
            </Button>
          </div>
        </div>
        <FieldError id={`${id}-people-error`} message={peopleError} />

        <Segmented
          legend="Split"
          variant="chips"
          options={segmentOptions(SPLIT_MODES, MODE_LABELS)}
          value={mode}
          onChange={setModeText}
        />
      </form>

      <section className={`th-card ${styles.summary}`} aria-labelledby={`${id}-summary`}>
        <h2 id={`${id}-summary`} className={styles.heading}>
          Split
        </h2>
        <div aria-live="polite" className="th-stack">
          {evaluation.status === 'empty' && <Message tone="info">Enter the bill total to see what everyone pays.</Message>}
          {evaluation.status === 'error' && (
            <Message tone="warning">Fix the highlighted entries to see the split.</Message>
          )}
          {split && (
            <>
              {mode === 'equal' && (
                <p className={styles.eachPays}>
                  <span className={styles.eachLabel}>{split.shares.length === 1 ? 'You pay' : 'Each pays'}</span>
                  <strong>
                    {[...amounts]
                      .sort((a, b) => b - a)
                      .map((minor) => formatMoney(minor, currency, locale))
                      .join(' or ')}
                  </strong>
                </p>
              )}
              <dl className={styles.totals}>
                <dt>Bill</dt>
                <dd>{formatMoney(split.totalMinor, currency, locale)}</dd>
                <dt>Tip ({formatBasisPoints(split.tipBasisPoints)}%)</dt>
                <dd>{formatMoney(split.tipMinor, currency, locale)}</dd>
                <dt>Total with tip</dt>
                <dd className={styles.grand}>{formatMoney(split.grandMinor, currency, locale)}</dd>
              </dl>
              {split.extraNames.length > 0 && (
                <p className={styles.extraNote}>
                  {extraNote(split, locale)}, so the shares add up to exactly{' '}
                  {formatMoney(split.grandMinor, currency, locale)}.
                </p>
              )}
              <div className="th-row">
                <CopyButton text={() => billSummary(split, locale)} label="Copy summary" size="sm" />
              </div>
            </>
          )}
        </div>
      </section>

      <PeopleList
        count={count.ok ? count.value : rows}
        mode={mode}
        entries={entries}
        onChange={updateEntry}
        split={split}
        errors={evaluation.errors}
        locale={locale}
      />
    </div>
  );
}
