import { RANGE_OPTIONS, type RangeDays } from './date-range';

/** The 7 / 30 / 90 day choice: native radios (arrow keys move between them), drawn as a segmented control. */
export function RangePicker({ value, onChange }: { value: RangeDays; onChange: (days: RangeDays) => void }) {
  return (
    <fieldset className="admin-range">
      <legend className="th-label">Date range</legend>
      <div className="admin-range-options">
        {RANGE_OPTIONS.map((days) => (
          <label key={days} className="admin-range-option">
            <input type="radio" name="admin-range" value={days} checked={value === days} onChange={() => onChange(days)} />
            <span>Last {days} days</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
