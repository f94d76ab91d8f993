import { useId, type ReactNode } from 'react';

export interface CheckFieldProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** A note under the box that describes it. */
  hint?: ReactNode;
  /** A tooltip over the whole label. */
  title?: string;
  disabled?: boolean;
  /** The checkbox's id; the hint takes it with "-hint" added. */
  id?: string;
  /** Added to the label (th-check), e.g. to size or place it. */
  className?: string;
}

/** A checkbox with its text (the kit's th-check, a target large enough to hit), and an optional hint. */
export function CheckField({ label, checked, onChange, hint, title, disabled, id, className }: CheckFieldProps) {
  const generated = useId();
  const boxId = id ?? generated;
  const box = (
    <label className={['th-check', className].filter(Boolean).join(' ')} title={title}>
      <input
        id={boxId}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={hint ? `${boxId}-hint` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
  if (!hint) return box;
  return (
    <div className="th-check-field">
      {box}
      <p id={`${boxId}-hint`} className="th-hint">
        {hint}
      </p>
    </div>
  );
}
