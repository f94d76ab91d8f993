import { useId } from 'react';
import { Button, CopyButton, Message, Segmented, useQueryState, type SegmentedOption, type ToolProps } from '@toolhub/shared';
import { DateField } from './DateField';
import {
  WEEKDAY_NAMES,
  ageSummary,
  evaluateAge,
  formatAge,
  formatCount,
  formatLongDate,
  localToday,
  plural,
  type LeapBirthdayRule,
} from './logic';
import styles from './styles.module.css';

const LEAP_OPTIONS: SegmentedOption<LeapBirthdayRule>[] = [
  { value: 'feb28', label: '28 February' },
  { value: 'mar1', label: '1 March' },
];

export default function AgeCalculatorTool({ tool }: ToolProps) {
  const [birthText, setBirthText] = useQueryState('birth', '');
  const [asOfText, setAsOfText] = useQueryState('on', '');
  const [leapParam, setLeapParam] = useQueryState('leap', 'feb28');
  const rule: LeapBirthdayRule = leapParam === 'mar1' ? 'mar1' : 'feb28';
  const errorId = useId();
  const resultsId = useId();

  // Cheap enough to recompute on every render, which also keeps "today" right past midnight.
  const result = evaluateAge(birthText, asOfText, localToday(), rule);
  const locale = typeof navigator === 'undefined' ? undefined : navigator.language;

  return (
    <div className={`th-stack ${styles.tool}`} data-tool={tool.path}>
      <form className={`th-card ${styles.form}`} onSubmit={(event) => event.preventDefault()} aria-label="Dates">
        <DateField
          label="Date of birth"
          value={birthText}
          onChange={setBirthText}
          invalid={result.status === 'error' && result.field === 'birth'}
          errorId={errorId}
        />
        <div className={styles.asOf}>
          <DateField
            label="Age on"
            value={asOfText}
            onChange={setAsOfText}
            hint={asOfText.trim() === '' ? 'Empty means today. Pick another date to see an age then.' : undefined}
            invalid={result.status === 'error' && result.field === 'asOf'}
            errorId={errorId}
          />
          {asOfText !== '' && (
            <Button size="sm" onClick={() => setAsOfText('')} className={styles.todayButton}>
              Use today
            </Button>
          )}
        </div>
        {result.status === 'ok' && result.isLeapDayBirth && (
          <div className={styles.leapRule}>
            <Segmented
              legend="Born on 29 February: in common years, count the birthday on"
              options={LEAP_OPTIONS}
              value={rule}
              onChange={setLeapParam}
            />
          </div>
        )}
      </form>

      <div aria-live="polite" id={resultsId}>
        {result.status === 'empty' && (
          <Message tone="info">Enter a date of birth to see the age, totals and the next birthday.</Message>
        )}
        {result.status === 'error' && (
          <div id={errorId}>
            <Message tone="error">{result.message}</Message>
          </div>
        )}
        {result.status === 'ok' && (
          <section className={`th-card th-stack ${styles.results}`} aria-label="Age">
            <div>
              <h2 className={styles.ageHeading}>{formatAge(result.age, locale)}</h2>
              <p className={styles.muted}>
                {result.asOfIsToday ? 'Today' : 'On'} {formatLongDate(result.asOf)} · born on a{' '}
                <strong>{WEEKDAY_NAMES[result.age.birthWeekday]}</strong>
              </p>
            </div>

            <dl className={styles.stats}>
              <Stat term="Total months" value={plural(result.age.totalMonths, 'month', locale)} rest={result.age.totalMonthsDays} />
              <Stat term="Total weeks" value={plural(result.age.totalWeeks, 'week', locale)} rest={result.age.totalWeeksDays} />
              <Stat term="Total days" value={plural(result.age.totalDays, 'day', locale)} />
              <Stat term="Total hours" value={plural(result.age.totalHours, 'hour', locale)} />
            </dl>

            <div className={styles.birthday}>
              <h3 className={styles.birthdayHeading}>Next birthday</h3>
              {result.next.isToday ? (
                <p>
                  🎉 {result.asOfIsToday ? 'Today' : 'That day'} is the birthday: turning <strong>{result.next.turning}</strong>!
                </p>
              ) : (
                <p>
                  In <strong>{plural(result.next.daysUntil, 'day', locale)}</strong>, on {formatLongDate(result.next.date)},
                  turning <strong>{formatCount(result.next.turning, locale)}</strong>.
                </p>
              )}
              {result.isLeapDayBirth && (
                <p className="th-hint">
                  In common years this birthday is counted on {rule === 'mar1' ? '1 March' : '28 February'}.
                </p>
              )}
            </div>

            <div className="th-row">
              <CopyButton text={() => ageSummary(result, locale)} label="Copy summary" size="sm" />
            </div>
          </section>
        )}
      </div>
    </div>
  );
}

function Stat({ term, value, rest }: { term: string; value: string; rest?: number }) {
  return (
    <div className={styles.stat}>
      <dt>{term}</dt>
      <dd>
        {value}
        {rest !== undefined && rest > 0 && <span className={styles.rest}> + {plural(rest, 'day')}</span>}
      </dd>
    </div>
  );
}
