import { useId } from 'react';
import { Button, CopyButton, Message } from '@toolhub/shared';
import { confidenceLevel, confidencePercent, textFileName, textStats } from './logic';
import styles from './styles.module.css';

interface ResultPanelProps {
  text: string;
  confidence: number;
  seconds: number;
  fileName: string;
  /** Whether the engine found any text (the visitor may since have emptied the box). */
  found: boolean;
  onEdit: (text: string) => void;
}

const LEVEL_LABEL = { high: 'High', medium: 'Medium', low: 'Low' } as const;

function downloadText(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function ResultPanel({ text, confidence, seconds, fileName, found, onEdit }: ResultPanelProps) {
  const id = useId();
  const stats = textStats(text);
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
      </div>
      <div className="th-row">
        <CopyButton text={text} label="Copy text" variant="primary" disabled={blank} />
        <Button onClick={() => downloadText(text, textFileName(fileName))} disabled={blank}>
          Download .txt
        </Button>
      </div>
    </section>
  );
}
