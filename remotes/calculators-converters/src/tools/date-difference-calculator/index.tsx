import { useId } from 'react';
import { Button, CheckField, CopyButton, Message, useDraft, useQueryState, type ToolProps } from '@toolhub/shared';
import { DateInput } from './DateInput';
import { MAX_HOLIDAYS, difference, isoOf, joinParts, longDate, plural, readDate, readHolidays, summary } from './logic';
import { useLinkedDraft } from '@toolhub/shared';
import styles from './styles.module.css';

/** A list of dates is a few KB at most; a bigger paste is not a holiday list. */
const MAX_HOLIDAY_CHARS = 50_000;

export default function DateDifferenceCalculatorTool({ tool }: ToolProps) {
  const [startText, setStart] = useLinkedDraft('date-difference-calculator:from', 'from');
  const [endText, setEnd] = useLinkedDraft('date-difference-calculator:to', 'to');
  const [inclusive, setInclusive] = useQueryState('incl', '');
  const [holidayText, setHolidayText, holidayDraft] = useDraft('date-difference-calculator:holidays', '');
  const includeEnd = inclusive === '1';
  const id = useId();
  const locale = typeof navigator === 'undefined' ? undefined : navigator.language;
  // Recomputed each render, so "Today" stays right past midnight.
  const today = isoOf(new Date());

  const start = readDate(startText);
  const end = readDate(endText);
  const dateError = (start !== null && !start.ok) || (end !== null && !end.ok);
  const holidays = readHolidays(holidayText);
  const tooMany = holidays.dates.length > MAX_HOLIDAYS;
  const holidayError =
    holidays.errors.length > 0
      ? `Line ${holidays.errors[0]!.line}: “${holidays.errors[0]!.text}” is not used. ${holidays.errors[0]!.error}${holidays.errors.length > 1 ? ` (${plural(holidays.errors.length - 1, 'more line')} like it.)` : ''}`
      : tooMany
        ? `Only the first ${MAX_HOLIDAYS} dates are used.`
        : null;
  const diff =
    start && start.ok && end && end.ok ? difference(start.date, end.date, includeEnd, holidays.dates.slice(0, MAX_HOLIDAYS)) : null;

  return (
    <div className={`th-columns ${styles.tool}`} data-tool={tool.path}>
      <form className="th-card th-stack" onSubmit={(event) => event.preventDefault()} aria-label="Dates">
        <div className={styles.dates}>
          <DateInput label="Start date" value={startText} onChange={setStart} error={start && !start.ok ? start.error : null} today={today} />
          <DateInput label="End date" value={endText} onChange={setEnd} error={end && !end.ok ? end.error : null} today={today} />
        </div>
        <div className="th-row">
          <Button
            size="sm"
            onClick={() => {
              setStart(endText);
              setEnd(startText);
            }}
            disabled={startText === '' && endText === ''}
          >
            ⇄ Swap dates
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setStart('');
              setEnd('');
            }}
            disabled={startText === '' && endText === ''}
          >
            Clear dates
          </Button>
        </div>
        <CheckField
          label="Include the end date (adds 1 day)"
          checked={includeEnd}
          onChange={(checked) => setInclusive(checked ? '1' : '')}
          hint="Off: 1 to 2 January is 1 day, like nights in a hotel. On: 2 days, like days of an event."
        />
        <div className="th-field">
          <div className="th-head-row">
            <label htmlFor={`${id}-holidays`}>Holidays to leave out of business days (optional)</label>
            {holidayText !== '' && (
              <Button size="sm" variant="ghost" onClick={holidayDraft.clear}>
                Clear holidays
              </Button>
            )}
          </div>
          <textarea
            id={`${id}-holidays`}
            className={`th-textarea ${styles.holidays}`}
            rows={3}
            maxLength={MAX_HOLIDAY_CHARS}
            placeholder={'2024-01-01\n2024-12-25'}
            spellCheck={false}
            value={holidayText}
            onChange={(event) => setHolidayText(event.target.value)}
            aria-invalid={holidayError ? true : undefined}
            aria-describedby={`${id}-holidays-note`}
          />
          {holidayError ? (
            <p id={`${id}-holidays-note`} className="th-field-error">
              {holidayError}
            </p>
          ) : (
            <p id={`${id}-holidays-note`} className="th-hint">
              One date a line (YYYY-MM-DD); those on a weekday inside the range are not business days.
              {holidays.dates.length > 0 && ` ${plural(holidays.dates.length, 'date')} read.`}
            </p>
          )}
        </div>
      </form>

      <section className={`th-card th-stack ${styles.result}`} aria-labelledby={`${id}-result`}>
        <h2 id={`${id}-result`} className={styles.heading}>
          Difference
        </h2>
        <div aria-live="polite" className={styles.live}>
          {!diff && !dateError && <Message tone="info">Pick a start and an end date to count the days between them.</Message>}
          {dateError && <Message tone="warning">Fix the highlighted date to see the difference.</Message>}
          {diff && (
            <p className={styles.total}>
              <output className={styles.days}>{plural(diff.days, 'day', locale)}</output>
            </p>
          )}
        </div>
        {diff && (
          <>
            <p className={styles.range}>
              From <strong>{longDate(diff.from, locale)}</strong> to <strong>{longDate(diff.to, locale)}</strong>
              {diff.includeEnd ? ', end date included.' : ', end date not included.'}
              {diff.reversed && ' The end date is before the start date: this is the time between them.'}
            </p>
            <dl className="th-stats">
              <div>
                <dt>Years, months, days</dt>
                <dd>{joinParts([[diff.ymd.years, 'year'], [diff.ymd.months, 'month'], [diff.ymd.days, 'day']], locale)}</dd>
              </div>
              <div>
                <dt>Months and days</dt>
                <dd>{joinParts([[diff.monthsDays.months, 'month'], [diff.monthsDays.days, 'day']], locale)}</dd>
              </div>
              <div>
                <dt>Weeks and days</dt>
                <dd>{joinParts([[diff.weeks.weeks, 'week'], [diff.weeks.days, 'day']], locale)}</dd>
              </div>
              <div>
                <dt>Business days</dt>
                <dd>
                  {plural(diff.businessDays, 'day', locale)}
                  <span className={styles.aside}>
                    {' '}
                    Mon–Fri{diff.holidaysOff > 0 ? `, less ${plural(diff.holidaysOff, 'holiday', locale)}` : ''}
                  </span>
                </dd>
              </div>
              <div>
                <dt>Weekend days</dt>
                <dd>{plural(diff.weekendDays, 'day', locale)}</dd>
              </div>
              <div>
                <dt>In hours</dt>
                <dd>
                  {plural(diff.days * 24, 'hour', locale)}
                  <span className={styles.aside}> of 24 h days</span>
                </dd>
              </div>
            </dl>
            <p className="th-hint">
              A month counts once the same day of the month is reached (or the month’s last day when it is shorter, so
              31 January to 28 February is 1 month). Daylight-saving changes do not change the count of days.
            </p>
            <div className="th-row">
              <CopyButton text={() => summary(diff, locale)} label="Copy result" size="sm" />
            </div>
          </>
        )}
      </section>
    </div>
  );
}
