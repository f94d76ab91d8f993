import { useId, type ReactNode } from 'react';
import { CopyButton, LargeTextArea, OutputPreview, type LargeTextAreaProps } from '@toolhub/shared';

interface ConverterPaneProps extends Omit<LargeTextAreaProps, 'id' | 'className' | 'ref'> {
  label: string;
  /** The Copy button's text, e.g. "Copy Base64". */
  copyLabel: string;
  /** Show the text read-only with Copy and Download of the whole (a big derived result). */
  preview: boolean;
  /** The name Download saves a previewed text under. */
  fileName: string;
  /** The text is the previous result while a new one is being worked out. */
  stale?: boolean;
  hint?: ReactNode;
}

/**
 * One side of a two-way converter: an editable box (typing in it makes it the source) with its
 * label and Copy button, or, when the derived text is too big to edit, a read-only preview.
 */
export function ConverterPane({ label, copyLabel, preview, fileName, stale, hint, value, spellCheck = false, ...rest }: ConverterPaneProps) {
  const id = useId();
  if (preview) return <OutputPreview label={label} text={value} fileName={fileName} stale={stale} spellCheck={spellCheck} />;
  return (
    <div className="th-field">
      <div className="th-head-row">
        <label htmlFor={id}>{label}</label>
        <CopyButton size="sm" text={value} label={copyLabel} disabled={value === ''} />
      </div>
      <LargeTextArea {...rest} id={id} className="th-textarea" value={value} spellCheck={spellCheck} />
      {hint && <span className="th-hint">{hint}</span>}
    </div>
  );
}
