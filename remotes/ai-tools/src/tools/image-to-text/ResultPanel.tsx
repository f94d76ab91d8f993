import { useId } from 'react';
import { Button, CopyButton, Message, downloadText } from '@toolhub/shared';
import { confidenceLevel, confidencePercent, textFileName, textStats } from './logic';
import styles from './styles.module.css';

interface ResultPanelProps {
  /** The text in the box: the visitor's edits, or the text read from the image. */
  text: string;
  /** The text read from the image, tidied; counts describe it (the box may be edited or emptied). */
  readText: string;
  confidence: number;
  seconds: number;
  fileName: string;
  /** Restored after a reload: the image that was read is gone. */
  fromLastVisit: boolean;
  onEdit: (text: string) => void;
  onDiscardEdits: () => void;
  onClear: () => void;
}

const LEVEL_LABEL = { high: 'High', medium: 'Medium', low: 'Low' } as const;

export function ResultPanel({ text, readText, confidence, seconds, fileName, fromLastVisit, onEdit, onDiscardEdits, onClear }: ResultPanelProps) {
  const id = useId();
  const found = readText.trim() !== '';
  const edited = text !== readText;
  const stats = textStats(readText);
  const percent = confidencePercent(confidence);
  const level = confidenceLevel(percent);
  const empty = !found;
  const blank = text.trim() === '';

  return (
    <section className={styles.result} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.resultTitle}>
        Extracted text
      </h2>
      <div role="status" aria-live="polite" className={styles.resultMeta}>
        {empty ? (
          'No text found.'
        ) : (
          <>
            <span className={styles.confidence} data-level={level}>
              Confidence {percent}% · {LEVEL_LABEL[level]}
            </span>
            <span>
              {stats.words} {stats.words === 1 ? 'word' : 'words'} · {stats.lines} {stats.lines === 1 ? 'line' : 'lines'} · read in{' '}
              {seconds < 10 ? seconds.toFixed(1) : Math.round(seconds)} s
            </span>
          </>
        )}
      </div>
      {empty && (
        <Message tone="info">
          No text was found in this image. Try a sharper, well-lit image, crop it to the text, or pick another layout.
        </Message>
      )}
      {!empty && level === 'low' && (
        <Message tone="warning">
          Low confidence: some words may be wrong. A sharper image with more contrast, or a layout that matches the image, usually helps.
        </Message>
      )}
      {fromLastVisit && <p className="th-hint">Text from your last visit. The image itself is not kept.</p>}
      <div className="th-field">
        <label htmlFor={`${id}-text`}>Text (you can edit it before copying)</label>
        <textarea
          id={`${id}-text`}
          className={`th-textarea ${styles.textArea}`}
          value={text}
          onChange={(event) => onEdit(event.target.value)}
          spellCheck={false}
          rows={12}
        />
        {edited && (
          <span className="th-hint">
            Showing your edited text. Options apply to the text read from the image.{' '}
            <Button size="sm" variant="ghost" onClick={onDiscardEdits}>
              Discard edits
            </Button>
          </span>
        )}
      </div>
      <div className="th-row">
        <CopyButton text={text} label="Copy text" variant="primary" disabled={blank} />
        <Button onClick={() => downloadText(text, textFileName(fileName))} disabled={blank}>
          Download .txt
        </Button>
        <Button variant="ghost" onClick={onClear}>
          Clear
        </Button>
      </div>
    </section>
  );
}
