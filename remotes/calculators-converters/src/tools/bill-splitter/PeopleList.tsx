import { useId } from 'react';
import { FieldError } from './FieldError';
import {
  BLANK_PERSON,
  blankPercentShare,
  percentProgress,
  formatBasisPoints,
  formatMoney,
  type BillError,
  type BillSplit,
  type PersonEntry,
  type SplitMode,
} from './logic';
import styles from './styles.module.css';

export interface PeopleListProps {
  count: number;
  mode: SplitMode;
  entries: readonly PersonEntry[];
  onChange: (index: number, entry: PersonEntry) => void;
  split: BillSplit | null;
  errors: readonly BillError[];
  locale?: string;
}

/** One row per person: a name, their share (when splitting unevenly) and what they pay. */
export function PeopleList({ count, mode, entries, onChange, split, errors, locale }: PeopleListProps) {
  const id = useId();
  const blankPercent = mode === 'percent' ? blankPercentShare(entries, count) : 0;
  const shareLabel = mode === 'weight' ? 'Weight' : 'Percent';
  const sharesError = errors.find((error) => error.field === 'shares')?.message;

  return (
    <section className={`th-card ${styles.people}`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        People
      </h2>
      <p className="th-hint">
        {mode === 'equal' && 'Names are optional. Everyone pays the same, give or take one smallest coin.'}
        {mode === 'weight' &&
          'A weight of 2 pays twice as much as a weight of 1. Blank means 1; 0 means nothing to pay.'}
        {mode === 'percent' && 'Percentages must make 100%. Blank fields share whatever is left equally.'}
      </p>
      <ol className={styles.peopleList}>
        {Array.from({ length: count }, (_, index) => {
          const entry = entries[index] ?? BLANK_PERSON;
          const rowError = errors.find((error) => error.field === `share-${index}`)?.message;
          const share = split?.shares[index];
          const nameId = `${id}-name-${index}`;
          const shareId = `${id}-share-${index}`;
          const errorId = `${id}-error-${index}`;
          const fallbackName = `Person ${index + 1}`;
          const shownName = entry.name.trim() || fallbackName;
          return (
            <li key={index} className={styles.personRow} data-with-share={mode === 'equal' ? undefined : ''}>
              <div className={styles.personName}>
                <label htmlFor={nameId} className="th-visually-hidden">
                  Name of person {index + 1}
                </label>
                <input
                  id={nameId}
                  className="th-input"
                  type="text"
                  placeholder={fallbackName}
                  maxLength={40}
                  autoComplete="off"
                  value={entry.name}
                  onChange={(event) => onChange(index, { ...entry, name: event.target.value })}
                />
              </div>
              {mode !== 'equal' && (
                <div className={styles.personShare}>
                  <label htmlFor={shareId} className="th-visually-hidden">
                    {shareLabel} for {shownName}
                  </label>
                  <input
                    id={shareId}
                    className="th-input"
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder={mode === 'weight' ? '1' : formatBasisPoints(Math.round(blankPercent))}
                    value={mode === 'weight' ? entry.weight : entry.percent}
                    onChange={(event) =>
                      onChange(index, { ...entry, [mode === 'weight' ? 'weight' : 'percent']: event.target.value })
                    }
                    aria-invalid={rowError ? true : undefined}
                    aria-describedby={rowError ? errorId : undefined}
                  />
                  <span className={styles.unit} aria-hidden="true">
                    {mode === 'weight' ? '×' : '%'}
                  </span>
                </div>
              )}
              <output className={styles.personAmount} htmlFor={mode === 'equal' ? nameId : `${nameId} ${shareId}`}>
                {share ? formatMoney(share.minor, split.currency, locale) : '–'}
                {share?.extra && split && (
                  <span className={styles.extraMark}> (+{formatMoney(1, split.currency, locale)})</span>
                )}
              </output>
              {rowError && (
                <div className={styles.rowError}>
                  <FieldError id={errorId} message={rowError} />
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {mode === 'percent' && <PercentProgress entries={entries} count={count} />}
      <FieldError id={`${id}-shares-error`} message={sharesError} />
    </section>
  );
}

function PercentProgress({ entries, count }: { entries: readonly PersonEntry[]; count: number }) {
  const { assigned, blanks } = percentProgress(entries, count);
  const left = 10000 - assigned;
  let text = `Assigned ${formatBasisPoints(assigned)}% of 100%`;
  if (left > 0 && blanks > 0) text += ` · ${formatBasisPoints(left)}% shared by ${blanks} blank ${blanks === 1 ? 'field' : 'fields'}`;
  else if (left > 0) text += ` · ${formatBasisPoints(left)}% left`;
  return <p className={`th-hint ${styles.progress}`}>{text}</p>;
}
