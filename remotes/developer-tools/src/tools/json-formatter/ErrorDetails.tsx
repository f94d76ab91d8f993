import { Button, Message } from '@toolhub/shared';
import { errorExcerpt, type JsonErrorInfo } from './logic';
import styles from './styles.module.css';

interface ErrorDetailsProps {
  id: string;
  text: string;
  error: JsonErrorInfo;
  onShow: () => void;
}

/** The parse error, with line and column, and the offending spot marked in an excerpt of its line. */
export function ErrorDetails({ id, text, error, onShow }: ErrorDetailsProps) {
  const excerpt = errorExcerpt(text, error.offset);
  const atEnd = error.offset >= text.length;
  return (
    <Message tone="error">
      <div id={id} className={styles.errorBody}>
        <p className={styles.errorTitle}>
          Invalid JSON at line {error.line}, column {error.column}: {error.reason}
        </p>
        <pre className={styles.excerpt} aria-hidden="true">
          {excerpt.clippedStart ? '…' : ''}
          {excerpt.before}
          <mark className={styles.spot}>{excerpt.at || (atEnd ? '␄' : '↵')}</mark>
          {excerpt.after}
          {excerpt.clippedEnd ? '…' : ''}
        </pre>
        <Button size="sm" onClick={onShow}>
          Show in input
        </Button>
      </div>
    </Message>
  );
}
