import { Message, formatBytes, formatNumber } from '@toolhub/shared';
import { CreatingProgress } from '../../pdf-ui/CreatingProgress';
import { OpenInNewTab } from '../../pdf-ui/OpenInNewTab';
import { MissingCharacters } from './MissingCharacters';
import type { GenerateState } from './useGenerate';
import ui from '../../pdf-ui/styles.module.css';

interface Props {
  state: GenerateState;
  stale: boolean;
  onCancel: () => void;
}

/** Progress while generating, then the download link and what happened to unsupported characters. */
export function Result({ state, stale, onCancel }: Props) {
  if (state.status === 'working') {
    return <CreatingProgress state={state} id="ttp-progress" loadingText="Loading the PDF engine and font…" onCancel={onCancel} />;
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
        <OpenInNewTab url={state.url} />
      </div>
      <MissingCharacters missing={state.missing} count={state.missingCount} />
      {stale ? <Message tone="info">The text or settings changed after this PDF was made. Create it again to include the changes.</Message> : null}
    </div>
  );
}
