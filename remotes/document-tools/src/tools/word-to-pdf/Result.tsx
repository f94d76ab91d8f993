import { Button, downloadBlob, formatBytes, formatNumber, Message } from '@toolhub/shared';
import { MissingList } from '../text-to-pdf/Result';
import { Preview } from './Preview';
import type { PdfState } from './useWordPdf';
import ui from '../../pdf-ui/styles.module.css';

interface Props {
  state: PdfState;
  /** Pictures the document already said could not be included (not worth saying twice). */
  knownMissingImages: number;
  onCancel: () => void;
  onCreate: (() => void) | null;
}

function pages(n: number): string {
  return n === 1 ? '1 page' : `${formatNumber(n)} pages`;
}

/** Progress while the PDF is drawn, then what came out: download, open, preview. */
export function Result({ state, knownMissingImages, onCancel, onCreate }: Props) {
  const again = onCreate ? (
    <Button variant="primary" onClick={onCreate}>
      Create PDF
    </Button>
  ) : null;
  if (state.status === 'idle') return null;
  if (state.status === 'working') {
    const percent = Math.round(state.progress * 100);
    const label = state.phase === 'loading' ? 'Loading the PDF engine and fonts…' : `Creating PDF… ${percent}%`;
    return (
      <div className={ui.progress} role="status">
        <label htmlFor="wtp-progress">{label}</label>
        <div className="th-row">
          <progress id="wtp-progress" className={ui.rowBar} max={100} value={state.phase === 'loading' ? undefined : percent} />
          <Button size="sm" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </div>
    );
  }
  if (state.status === 'cancelled') {
    return (
      <div className="th-stack">
        <Message tone="info">PDF creation was cancelled. Your document is still here.</Message>
        {again}
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="th-stack">
        <Message tone="error">{state.message}</Message>
        {again}
      </div>
    );
  }
  const download = () => downloadBlob(state.blob, state.fileName);
  return (
    <div className="th-stack">
      <Message tone="success">
        Your PDF is ready: {pages(state.pageCount)}, {formatBytes(state.size)}.
      </Message>
      <div className="th-row">
        <Button variant="primary" onClick={download}>
          Download {state.fileName}
        </Button>
        <a className={`th-btn ${ui.link}`} data-variant="ghost" href={state.url} target="_blank" rel="noopener">
          Open in a new tab
        </a>
      </div>
      {state.missingCount > 0 ? (
        <Message tone="warning">
          <MissingList missing={state.missing} count={state.missingCount} />
        </Message>
      ) : null}
      {state.imagesNotShown > knownMissingImages ? (
        <Message tone="warning">Some pictures could not be drawn and are shown as empty boxes.</Message>
      ) : null}
      <Preview blob={state.blob} pageCount={state.pageCount} fileName={state.fileName} />
    </div>
  );
}
