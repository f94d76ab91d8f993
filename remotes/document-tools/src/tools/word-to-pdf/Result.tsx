import { Button, downloadBlob, formatBytes, formatNumber, Message } from '@toolhub/shared';
import { CreatingProgress } from '../../pdf-ui/CreatingProgress';
import { OpenInNewTab } from '../../pdf-ui/OpenInNewTab';
import { MissingCharacters } from '../text-to-pdf/MissingCharacters';
import { Preview } from './Preview';
import type { PdfState } from './useWordPdf';

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
    return <CreatingProgress state={state} id="wtp-progress" loadingText="Loading the PDF engine and fonts…" onCancel={onCancel} role="status" />;
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
        <OpenInNewTab url={state.url} />
      </div>
      <MissingCharacters missing={state.missing} count={state.missingCount} />
      {state.imagesNotShown > knownMissingImages ? (
        <Message tone="warning">Some pictures could not be drawn and are shown as empty boxes.</Message>
      ) : null}
      <Preview blob={state.blob} pageCount={state.pageCount} fileName={state.fileName} />
    </div>
  );
}
