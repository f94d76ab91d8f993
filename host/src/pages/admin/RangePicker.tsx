import { Segmented } from '@toolhub/shared';
import { RANGE_OPTIONS, type RangeDays } from './date-range';

const OPTIONS = RANGE_OPTIONS.map((days) => ({ value: String(days), label: `Last ${days} days` }));

/** The 7 / 30 / 90 day choice: the kit's segmented radios (arrow keys move between them). */
export function RangePicker({ value, onChange }: { value: RangeDays; onChange: (days: RangeDays) => void }) {
  return (
    <Segmented
      legend="Date range"
      options={OPTIONS}
      value={String(value)}
      onChange={(next) => onChange(RANGE_OPTIONS.find((days) => String(days) === next) ?? value)}
    />
  );
}
