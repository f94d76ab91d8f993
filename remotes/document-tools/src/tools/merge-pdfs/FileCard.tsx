import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { formatBytes, formatNumber, Message, TextField } from '@toolhub/shared';
import { plural } from '../../pdf-ui/pageRanges';
import { PasswordPrompt } from '../../pdf-ui/PasswordPrompt';
import { readSelection, type FileStatus, type MergeEntry } from './logic';
import ui from '../../pdf-ui/styles.module.css';
import styles from './styles.module.css';

export type MoveDirection = 'up' | 'down';

interface Props {
  entry: MergeEntry;
  status: FileStatus | undefined;
  position: number;
  count: number;
  disabled: boolean;
  onMove: (id: string, direction: MoveDirection) => void;
  onRemove: (id: string) => void;
  onPages: (id: string, pages: string) => void;
  onUnlock: (id: string, password: string) => void;
}

const icon = { width: 18, height: 18, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

function GripIcon() {
  return (
    <svg {...icon} fill="currentColor">
      {[6, 12, 18].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r={1.7} />))}
    </svg>
  );
}

function ArrowIcon({ direction }: { direction: MoveDirection }) {
  return (
    <svg {...icon} fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round">
      {direction === 'up' ? <path d="M12 19V5M5 12l7-7 7 7" /> : <path d="M12 5v14M5 12l7 7 7-7" />}
    </svg>
  );
}

function LockIcon() {
  return (
    <svg {...icon} width={22} height={22} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <rect x={5} y={11} width={14} height={10} rx={2} />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}

function BrokenIcon() {
  return (
    <svg {...icon} width={22} height={22} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 3l10 18H2z" />
      <path d="M12 10v5M12 18v.5" />
    </svg>
  );
}

function CrossIcon() {
  return (
    <svg {...icon} fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/** Stays focusable at the ends of the list (aria-disabled), so the focus never drops to the page. */
function MoveButton({ entry, direction, off, onMove }: { entry: MergeEntry; direction: MoveDirection; off: boolean; onMove: Props['onMove'] }) {
  return (
    <button
      type="button"
      className="th-btn"
      data-variant="ghost"
      data-size="sm"
      data-move={`${entry.id}:${direction}`}
      aria-label={`Move ${entry.name} ${direction}`}
      title={`Move ${direction}`}
      aria-disabled={off || undefined}
      onClick={() => {
        if (!off) onMove(entry.id, direction);
      }}
    >
      <ArrowIcon direction={direction} />
    </button>
  );
}

function PagesField({ entry, pageCount, disabled, onPages }: { entry: MergeEntry; pageCount: number; disabled: boolean; onPages: Props['onPages'] }) {
  const selection = readSelection(entry.pages, pageCount);
  const hint =
    entry.pages.trim() === ''
      ? `All ${plural(pageCount, 'page')}. Or type some, such as 1-3,5.`
      : selection.ok
        ? `${plural(selection.count, 'page')} of ${formatNumber(pageCount)}.`
        : null;
  return (
    <TextField
      className={styles.pagesField}
      label={
        <>
          Pages to include <span className="th-visually-hidden">from {entry.name}</span>
        </>
      }
      placeholder="All"
      value={entry.pages}
      disabled={disabled}
      onChange={(value) => onPages(entry.id, value)}
      error={selection.ok ? null : selection.error}
      hint={hint}
    />
  );
}

/** One file of the list: its first page, facts, page choice, and the buttons that move it. */
export function FileCard({ entry, status, position, count, disabled, onMove, onRemove, onPages, onUnlock }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: entry.id, disabled });
  const first = position === 1;
  const last = position === count;
  const facts = [formatBytes(entry.size)];
  if (status?.state === 'ready') facts.push(plural(status.pageCount, 'page'));
  if (!status) facts.push('reading…');
  if (status?.state === 'locked') facts.push('password-protected');

  return (
    <li
      ref={setNodeRef}
      className={`${ui.fileCard} ${styles.card}`}
      data-dragging={isDragging || undefined}
      data-state={status?.state ?? 'reading'}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <div className={styles.cardMain}>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={styles.handle}
          {...attributes}
          {...listeners}
          aria-label={`Reorder ${entry.name}`}
          title="Drag to reorder, or focus and press Space"
          disabled={disabled}
        >
          <GripIcon />
        </button>
        <div className={styles.thumb} aria-hidden="true">
          {status?.state === 'ready' && status.thumb ? <img src={status.thumb} alt="" draggable={false} /> : <span className={styles.thumbMark}>{status?.state === 'locked' ? <LockIcon /> : status?.state === 'broken' ? <BrokenIcon /> : null}</span>}
          <span className={styles.position}>{position}</span>
        </div>
        <div className={ui.facts}>
          <p className={ui.fileName}>{entry.name}</p>
          <p className="th-hint">{facts.join(' · ')}</p>
        </div>
        <div className={styles.actions}>
          <MoveButton entry={entry} direction="up" off={first || disabled} onMove={onMove} />
          <MoveButton entry={entry} direction="down" off={last || disabled} onMove={onMove} />
          <button
            type="button"
            className="th-btn"
            data-variant="ghost"
            data-size="sm"
            data-remove={entry.id}
            aria-label={`Remove ${entry.name}`}
            title="Remove"
            disabled={disabled}
            onClick={() => onRemove(entry.id)}
          >
            <CrossIcon />
          </button>
        </div>
      </div>
      {status?.state === 'ready' && (status.pageCount > 1 || entry.pages.trim() !== '') ? (
        <PagesField entry={entry} pageCount={status.pageCount} disabled={disabled} onPages={onPages} />
      ) : null}
      {status?.state === 'locked' ? (
        <PasswordPrompt fileName={entry.name} wrong={status.wrong} checking={status.checking} onUnlock={(password) => onUnlock(entry.id, password)} />
      ) : null}
      {status?.state === 'broken' ? <Message tone="error">{status.message} It is left out of the merge.</Message> : null}
    </li>
  );
}
