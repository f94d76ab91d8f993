import { Button, Message, formatBytes, formatNumber } from '@toolhub/shared';
import { describeCharacter } from './text';
import type { GenerateState } from './useGenerate';
import ui from '../../pdf-ui/styles.module.css';
import styles from './styles.module.css';

interface Props {
  state: GenerateState;
  stale: boolean;
  onCancel: () => void;
}

export function MissingList({ missing, count }: { missing: string[]; count: number }) {
  const shown = missing.slice(0, 24);
  return (
    <>
      {count === 1 ? '1 character' : `${formatNumber(count)} characters`} {count === 1 ? 'is' : 'are'} not in the font and{' '}
      {count === 1 ? 'is' : 'are'} shown as □:{' '}
      <span className={styles.missing}>
        {shown.map((cluster) => (
          <span key={cluster} className={styles.missingChar} title={describeCharacter(cluster)}>
            {describeCharacter(cluster)}
          </span>
        ))}
        {missing.length > shown.length ? <span>and {missing.length - shown.length} more</span> : null}
      </span>
    </>
  );
}

/** Progress while generating, then the download link and what happened to unsupported characters. */
export function Result({ state, stale, onCancel }: Props) {
  if (state.status === 'working') {
    const percent = Math.round(state.progress * 100);
    const label = state.phase === 'loading' ? 'Loading the PDF engine and font…' : `Creating PDF… ${percent}%`;
    return (
      <div className={ui.progress}>
        <label htmlFor="ttp-progress">{label}</label>
        <div className="th-row">
          <progress id="ttp-progress" className={ui.rowBar} max={100} value={state.phase === 'loading' ? undefined : percent} />
          <Button size="sm" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </div>
    );
  }
  if (state.status === 'error') return <Message tone="error">{state.message}</Message>;
  if (state.status !== 'done') return null;
  return (
    <div className="th-stack">
      <Message tone="success">
        Your PDF is ready: {state.pageCount === 1 ? '1 page' : `${formatNumber(state.pageCount)} pages`}, {formatBytes(state.size)}. The download
        should start by itself.
      </Message>
      <div className="th-row">
        <a className={`th-btn ${ui.link}`} data-variant="default" href={state.url} download={state.fileName}>
          Download {state.fileName}
        </a>
        <a className={`th-btn ${ui.link}`} data-variant="ghost" href={state.url} target="_blank" rel="noopener">
          Open in a new tab
        </a>
      </div>
      {state.missingCount > 0 ? (
        <Message tone="warning">
          <MissingList missing={state.missing} count={state.missingCount} />
        </Message>
      ) : null}
      {stale ? <Message tone="info">The text or settings changed after this PDF was made. Create it again to include the changes.</Message> : null}
    </div>
  );
}
