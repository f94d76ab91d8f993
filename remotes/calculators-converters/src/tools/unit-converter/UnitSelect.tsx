import { useId } from 'react';
import { usePainted } from '@toolhub/shared';
import { unitGroups, type CategoryDef, type UnitDef } from './logic';

export interface UnitSelectProps {
  label: string;
  category: CategoryDef;
  value: UnitDef;
  onChange: (id: string) => void;
}

/**
 * A unit drop-down with its units grouped (Metric, US customary, …). The kit's SelectField has no
 * option groups, and a flat list of 19 volume units is hard to scan. A closed select shows only
 * its value, so the click that opens the tool builds that one option; the list follows right
 * after the first paint (kit usePainted).
 */
export function UnitSelect({ label, category, value, onChange }: UnitSelectProps) {
  const id = useId();
  const painted = usePainted();
  return (
    <div className="th-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="th-select" value={value.id} onChange={(event) => onChange(event.target.value)}>
        {painted ? (
          unitGroups(category).map(({ group, units }) => (
            <optgroup key={group} label={group}>
              {units.map((unit) => (
                <option key={unit.id} value={unit.id}>
                  {unit.name} ({unit.symbol})
                </option>
              ))}
            </optgroup>
          ))
        ) : (
          <option value={value.id}>
            {value.name} ({value.symbol})
          </option>
        )}
      </select>
    </div>
  );
}
