import { CancellableProgress } from './CancellableProgress';

/** A PDF being created: the engine and fonts load (no figure yet), then its pages are drawn. */
export type Creating = { status: 'working'; phase: 'loading' | 'drawing'; progress: number };

interface Props {
  state: Creating;
  /** The progress bar's id, for its label. */
  id: string;
  /** What the loading phase says: "Loading the PDF engine and font…". */
  loadingText: string;
  onCancel: () => void;
  role?: 'status';
}

/** What loads first, then "Creating PDF… 40%", with Cancel. */
export function CreatingProgress({ state, loadingText, ...rest }: Props) {
  if (state.phase === 'loading') return <CancellableProgress label={loadingText} {...rest} />;
  const percent = Math.round(state.progress * 100);
  return <CancellableProgress label={`Creating PDF… ${percent}%`} percent={percent} {...rest} />;
}
