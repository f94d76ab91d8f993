import type { ReactNode } from 'react';
import controls from './controls.module.css';

interface CheckProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  title?: string;
}

/** A checkbox with its text, drawn with the kit's th-check. */
export function Check({ label, checked, onChange, title }: CheckProps) {
  return (
    <label className="th-check" title={title}>
      <input type="checkbox" className={controls.box} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}
