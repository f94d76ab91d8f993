import { Button, CheckField, TextField } from '@toolhub/shared';
import { CATEGORIES, CATEGORY_IDS, type Category } from './data/categories';
import controls from '../../ui/controls.module.css';

interface FiltersProps {
  id: string;
  selected: readonly Category[];
  onCategories: (next: Category[]) => void;
  from: string;
  to: string;
  onFrom: (value: string) => void;
  onTo: (value: string) => void;
  errors: { from?: string; to?: string; range?: string };
}

export function Filters({ id, selected, onCategories, from, to, onFrom, onTo, errors }: FiltersProps) {
  function toggle(category: Category, on: boolean) {
    onCategories(on ? [...selected, category] : selected.filter((c) => c !== category));
  }
  return (
    <div className="th-stack">
      <fieldset className={controls.group}>
        <legend className="th-label">Categories</legend>
        <div className={controls.pair}>
          {CATEGORY_IDS.map((category) => (
            <CheckField
              key={category}
              label={CATEGORIES[category].name}
              title={CATEGORIES[category].hint}
              checked={selected.includes(category)}
              onChange={(on) => toggle(category, on)}
            />
          ))}
        </div>
        <div className="th-row">
          <Button size="sm" variant="ghost" onClick={() => onCategories([...CATEGORY_IDS])} disabled={selected.length === CATEGORY_IDS.length}>
            Select all
          </Button>
          <Button size="sm" variant="ghost" onClick={() => onCategories([])} disabled={selected.length === 0}>
            Clear categories
          </Button>
        </div>
      </fieldset>
      <fieldset className={controls.group}>
        <legend className="th-label">Launch year</legend>
        <div className={controls.pair}>
          <TextField id={`${id}-from`} label="From" value={from} onChange={onFrom} error={errors.from} inputMode="numeric" maxLength={6} />
          <TextField id={`${id}-to`} label="To" value={to} onChange={onTo} error={errors.to} inputMode="numeric" maxLength={6} />
        </div>
        {errors.range && (
          <p className="th-field-error" role="alert">
            {errors.range}
          </p>
        )}
      </fieldset>
    </div>
  );
}
