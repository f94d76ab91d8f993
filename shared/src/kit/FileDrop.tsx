import { useId, useState, type ReactNode } from 'react';

export interface FileDropProps {
  /** Called with the chosen or dropped files (at least one). */
  onFiles: (files: File[]) => void;
  /** The picker's label; "Choose a file" (or "Choose files" with `multiple`) by default. */
  label?: ReactNode;
  /** The line under the picker, e.g. "or drop it here · it stays on your device". */
  hint?: ReactNode;
  /** As the file input's accept attribute; dropped files are filtered by it too. */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Called with the names of dropped files that `accept` turned away. */
  onRejected?: (names: string[]) => void;
  children?: ReactNode;
  className?: string;
}

/** Whether `file` matches an accept list such as "image/*,.pdf" (an empty list takes anything). */
export function acceptsFile(file: Pick<File, 'name' | 'type'>, accept: string | undefined): boolean {
  const rules = (accept ?? '')
    .split(',')
    .map((rule) => rule.trim().toLowerCase())
    .filter(Boolean);
  if (rules.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return rules.some((rule) => {
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

/** Whether a drag carries files (as opposed to text or a link). */
function carriesFiles(transfer: DataTransfer | null | undefined): boolean {
  if (!transfer) return false;
  if (transfer.files && transfer.files.length > 0) return true;
  return Array.from(transfer.types ?? []).includes('Files');
}

/** A file picker that also takes files dropped on it. Files stay on the device. */
export function FileDrop({ onFiles, label, hint, accept, multiple, disabled, onRejected, children, className }: FileDropProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);

  function take(list: FileList | null | undefined, fromDrop: boolean) {
    const files = Array.from(list ?? []);
    const accepted = fromDrop ? files.filter((file) => acceptsFile(file, accept)) : files;
    const rejected = files.filter((file) => !accepted.includes(file)).map((file) => file.name);
    if (rejected.length > 0) onRejected?.(rejected);
    const chosen = multiple ? accepted : accepted.slice(0, 1);
    if (chosen.length > 0) onFiles(chosen);
  }

  return (
    <div
      className={['th-file-drop', className].filter(Boolean).join(' ')}
      data-dragging={dragging || undefined}
      onDragOver={(event) => {
        // Only a drag that carries files is ours: dragged text keeps its usual behaviour.
        if (disabled || !carriesFiles(event.dataTransfer)) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        if (disabled || !carriesFiles(event.dataTransfer)) return;
        event.preventDefault();
        setDragging(false);
        take(event.dataTransfer?.files, true);
      }}
    >
      <label htmlFor={id} className="th-label">
        {label ?? (multiple ? 'Choose files' : 'Choose a file')}
      </label>
      <input
        id={id}
        type="file"
        className="th-file-input"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          take(event.target.files, false);
          // Choosing the same file again must fire change again.
          event.target.value = '';
        }}
      />
      {hint && <span className="th-hint">{hint}</span>}
      {children}
    </div>
  );
}
