import { useId, type TextareaHTMLAttributes } from 'react';
import { Button } from '../ui/Button';
import { CopyButton } from '../ui/CopyButton';
import { formatBytes, utf8Length } from './bytes';
import { downloadText } from './download';

/** Text boxes stay responsive up to about this much; longer results are previewed. */
export const PREVIEW_CHARS = 100_000;

/** The start of a long text for display, and whether it was cut. */
export function previewOf(text: string, limit = PREVIEW_CHARS): { shown: string; truncated: boolean } {
  if (text.length <= limit) return { shown: text, truncated: false };
  // Never cut a surrogate pair in half.
  const end = /[\uD800-\uDBFF]/.test(text[limit - 1] ?? '') ? limit - 1 : limit;
  return { shown: text.slice(0, end), truncated: true };
}

export interface OutputPreviewProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'readOnly' | 'children'> {
  label: string;
  text: string;
  /** Name the whole result is saved under. */
  fileName: string;
  mimeType?: string;
  limit?: number;
  /** The text is the previous result while a new one is being worked out. */
  stale?: boolean;
}

/**
 * A read-only result box that stays fast for any size: long results show their start, and Copy
 * and Download always use the whole text.
 */
export function OutputPreview({ label, text, fileName, mimeType = 'text/plain', limit = PREVIEW_CHARS, stale, className, id, ...rest }: OutputPreviewProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const { shown, truncated } = previewOf(text, limit);
  const empty = text === '';
  return (
    <div className="th-field th-output-preview">
      <div className="th-output-preview-head">
        <label htmlFor={fieldId}>{label}</label>
        <span className="th-output-preview-actions">
          <CopyButton size="sm" text={text} disabled={empty || stale} />
          <Button size="sm" disabled={empty || stale} onClick={() => downloadText(text, fileName, mimeType)}>
            {truncated ? 'Download full result' : 'Download'}
          </Button>
        </span>
      </div>
      <textarea
        {...rest}
        id={fieldId}
        className={`th-textarea${className ? ` ${className}` : ''}`}
        value={shown}
        readOnly
        aria-busy={stale || undefined}
        data-stale={stale || undefined}
      />
      {truncated && (
        <p className="th-hint">
          Showing the first {formatBytes(utf8Length(shown))} of {formatBytes(utf8Length(text))}. Copy and Download use the whole result.
        </p>
      )}
    </div>
  );
}
