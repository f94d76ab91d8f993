interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  /** The chosen option's value, as text: tools read it back through their own parse (it may come from a link). */
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** A labelled native select: the list of choices stays compact on a phone. */
export function SelectField({ id, label, value, options, onChange, disabled }: SelectFieldProps) {
  return (
    <div className="th-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="th-select" value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
