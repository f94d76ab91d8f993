import { useId, useMemo, type ClipboardEvent, type Ref, type TextareaHTMLAttributes } from 'react';
import { formatBytes, utf8Length } from './bytes';
import { previewOf } from './OutputPreview';

/**
 * Above this many characters a text box is not editable in place: laying out megabytes in a
 * <textarea> alone blocks Chromium for 0.3 s per MB (1.5 s for 5 MB, measured), whatever the
 * tool does. The text is kept whole and the tool works on all of it; the box shows its start.
 */
export const LARGE_TEXT_CHARS = 200_000;
const SHOWN_CHARS = 20_000;

export interface LargeTextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'defaultValue'> {
  value: string;
  onValueChange: (value: string) => void;
  /** Characters above which the text is shown as a preview (default LARGE_TEXT_CHARS). */
  limit?: number;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * The input box of a text tool that stays responsive for any size: a normal textarea, except
 * that a paste (or a file, or a restored draft) that makes the text longer than `limit` is taken
 * whole without putting it in the box, which then shows its start and says so.
 */
export function LargeTextArea({ value, onValueChange, limit = LARGE_TEXT_CHARS, onPaste, ref, ...rest }: LargeTextAreaProps) {
  const noteId = useId();
  const large = value.length > limit;
  const size = useMemo(() => (large ? formatBytes(utf8Length(value)) : ''), [large, value]);

  if (large) {
    const describedBy = [rest['aria-describedby'], noteId].filter(Boolean).join(' ');
    return (
      <>
        <textarea {...rest} ref={ref} value={previewOf(value, SHOWN_CHARS).shown} readOnly aria-describedby={describedBy} data-large="" />
        <p id={noteId} className="th-hint">
          This text is {size}, too long to edit here, so only its start is shown. The tool works on all of it; clear it to
          type again.
        </p>
      </>
    );
  }

  function paste(event: ClipboardEvent<HTMLTextAreaElement>) {
    onPaste?.(event);
    if (event.defaultPrevented) return;
    const pasted = event.clipboardData.getData('text/plain');
    const box = event.currentTarget;
    if (value.length - (box.selectionEnd - box.selectionStart) + pasted.length <= limit) return;
    // Too big for the box: take it without letting the browser lay it out.
    event.preventDefault();
    onValueChange(value.slice(0, box.selectionStart) + pasted + value.slice(box.selectionEnd));
  }

  return <textarea {...rest} ref={ref} value={value} onChange={(event) => onValueChange(event.target.value)} onPaste={paste} />;
}
