import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Button, downloadBlob, FileDrop, formatBytes, Message, TextField, useDraft, type ToolProps } from '@toolhub/shared';
import { JobPanel } from '../../pdf-ui/JobPanel';
import { readFileName, titleFor } from '../../pdf-ui/names';
import { plural } from '../../pdf-ui/pageRanges';
import { usePdfJob } from '../../pdf-ui/usePdfJob';
import { keptNote, newFileId, useStoredFiles } from '../../pdf-ui/useStoredFiles';
import type { MoveDirection } from './FileCard';
import { FileList } from './FileList';
import {
  DEFAULT_NAME,
  excludedNote,
  MAX_FILES,
  mergeReadiness,
  mergeSignature,
  moveEntry,
  NO_FILES,
  roomFor,
  type MergeEntry,
} from './logic';
import { runMerge } from './runMerge';
import { useFileStatuses } from './useFileStatuses';
import ui from '../../pdf-ui/styles.module.css';
import styles from './styles.module.css';

const TOOL = 'merge-pdfs';
const ACCEPT = 'application/pdf,.pdf';

interface MergeDetails {
  pageCount: number;
  fileCount: number;
  signature: string;
}

export default function MergePdfsTool({ tool }: ToolProps) {
  const stored = useStoredFiles<MergeEntry>(TOOL, NO_FILES);
  const { entries, files, setEntries } = stored;
  const { statuses, forget, forgetAll, unlock } = useFileStatuses(entries, files);
  const [nameText, setNameText] = useDraft(`${TOOL}:name`, DEFAULT_NAME);
  const [notice, setNotice] = useState<{ tone: 'info' | 'warning'; text: string } | null>(null);
  const [listNote, setListNote] = useState('');
  const job = usePdfJob<MergeDetails>();
  const root = useRef<HTMLDivElement>(null);
  const focusNext = useRef<string | null>(null);
  // FileDrop reports refused files just before the accepted ones, in the same event.
  const justRefused = useRef(false);
  const working = job.state.status === 'working';

  // A moved card keeps the focus on the button that moved it; a removed one hands it on.
  useLayoutEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    root.current?.querySelector<HTMLElement>(target)?.focus();
  }, [entries]);

  const readiness = useMemo(() => mergeReadiness(entries, statuses), [entries, statuses]);
  const nameReading = readFileName(nameText);
  const blocker = stored.loading > 0 ? 'Bringing back your PDFs from last time…' : readiness.blocker;
  const canMerge = !blocker && nameReading.ok && !working;
  const totalSize = entries.reduce((sum, entry) => sum + entry.size, 0);
  const done = job.state.status === 'done' ? job.state : null;
  const stale = done !== null && done.details.signature !== mergeSignature(readiness.sources, nameReading.ok ? nameReading.name : '');
  const lockedCount = [...statuses.values()].filter((status) => status.state === 'locked').length;

  function add(chosen: File[]) {
    const room = roomFor(entries.length, chosen.length);
    const taken = chosen.slice(0, room);
    const added = new Map<string, Blob>();
    const fresh = taken.map((file) => {
      const id = newFileId();
      added.set(id, file);
      return { id, name: file.name, size: file.size, pages: '' };
    });
    if (fresh.length > 0) setEntries([...entries, ...fresh], added);
    setListNote(fresh.length > 0 ? `Added ${plural(fresh.length, 'file')}.` : '');
    if (taken.length < chosen.length) {
      setNotice({ tone: 'warning', text: `Up to ${MAX_FILES} PDFs can be merged at a time: ${plural(chosen.length - taken.length, 'file was', 'files were')} not added.` });
    } else if (!justRefused.current) setNotice(null);
  }

  function refuse(names: string[]) {
    justRefused.current = true;
    queueMicrotask(() => {
      justRefused.current = false;
    });
    setNotice({ tone: 'warning', text: `Only PDF files can be merged: ${names.map((name) => `“${name}”`).join(', ')} ${names.length === 1 ? 'was' : 'were'} not added.` });
  }

  function remove(id: string) {
    const index = entries.findIndex((entry) => entry.id === id);
    const entry = entries[index];
    if (!entry) return;
    forget(id);
    const rest = entries.filter((other) => other.id !== id);
    const neighbour = rest[Math.min(index, rest.length - 1)];
    focusNext.current = neighbour ? `[data-remove="${neighbour.id}"]` : 'input[type="file"]';
    setEntries(rest);
    setListNote(`Removed ${entry.name}.`);
  }

  function clearAll() {
    forgetAll();
    setEntries(NO_FILES);
    job.reset();
    setNotice(null);
    setListNote('All files removed.');
    focusNext.current = 'input[type="file"]';
  }

  function reorder(from: number, to: number) {
    setEntries(moveEntry(entries, from, to));
  }

  function move(id: string, direction: MoveDirection) {
    const from = entries.findIndex((entry) => entry.id === id);
    const to = direction === 'up' ? from - 1 : from + 1;
    const entry = entries[from];
    if (!entry || to < 0 || to >= entries.length) return;
    focusNext.current = `[data-move="${id}:${direction}"]`;
    setEntries(moveEntry(entries, from, to));
    setListNote(`${entry.name} moved to position ${to + 1} of ${entries.length}.`);
  }

  function setPages(id: string, pages: string) {
    setEntries(entries.map((entry) => (entry.id === id ? { ...entry, pages } : entry)));
  }

  async function merge() {
    if (!canMerge || !nameReading.ok) return;
    const fileName = nameReading.name;
    const sources = readiness.sources;
    const signature = mergeSignature(sources, fileName);
    const request = sources.flatMap((source) => {
      const file = files.get(source.entry.id);
      return file ? [{ name: source.entry.name, file, password: source.password, pages: source.pages }] : [];
    });
    const finished = await job.start(async (options) => {
      const result = await runMerge(request, titleFor(fileName), options);
      return {
        blob: new Blob([result.bytes as BlobPart], { type: 'application/pdf' }),
        fileName,
        details: { pageCount: result.pageCount, fileCount: request.length, signature },
      };
    });
    if (finished) downloadBlob(finished.blob, finished.fileName);
  }

  const excluded = excludedNote(readiness.excluded);

  return (
    <div ref={root} className={`th-columns ${styles.tool}`} data-tool={tool.path}>
      <section className="th-card th-stack" aria-labelledby="mpdf-files-heading">
        <div className="th-head-row">
          <h2 id="mpdf-files-heading">PDFs to merge</h2>
          {entries.length > 0 ? (
            <Button size="sm" variant="ghost" onClick={clearAll} disabled={working}>
              Clear all
            </Button>
          ) : null}
        </div>
        <FileDrop
          label="Add PDFs"
          accept={ACCEPT}
          multiple
          disabled={working}
          hint="Choose or drop PDF files; adding more puts them at the end."
          onFiles={add}
          onRejected={refuse}
        />
        <p className="th-hint">
          Your files stay on this device: everything happens in your browser. {keptNote(stored.memoryOnly, formatBytes(totalSize))}
        </p>
        {stored.restored && entries.length > 0 ? (
          <Message tone="info">
            Your PDFs from last time are back.{lockedCount > 0 ? ' Passwords are never kept: enter them again to unlock.' : ''}
          </Message>
        ) : null}
        {notice ? <Message tone={notice.tone}>{notice.text}</Message> : null}
        {entries.length > 0 ? (
          <FileList
            entries={entries}
            statuses={statuses}
            disabled={working}
            onReorder={reorder}
            onMove={move}
            onRemove={remove}
            onPages={setPages}
            onUnlock={(id, password) => void unlock(id, password)}
          />
        ) : stored.loading > 0 ? (
          <p className="th-hint">Bringing back your PDFs from last time…</p>
        ) : (
          <p className={ui.empty}>No PDFs yet. Add two or more, then put them in order by dragging them or with their arrow buttons.</p>
        )}
        <p className="th-visually-hidden" role="status">
          {listNote}
        </p>
      </section>

      <section className="th-card th-stack" aria-labelledby="mpdf-result-heading">
        <h2 id="mpdf-result-heading" className={ui.heading}>
          Merged PDF
        </h2>
        <p className={ui.summary}>
          {readiness.sources.length === 0 ? (
            'Nothing to merge yet.'
          ) : readiness.sources.length === 1 ? (
            `1 PDF of ${plural(readiness.totalPages, 'page')} so far.`
          ) : (
            <>
              <strong>{plural(readiness.sources.length, 'PDF')}</strong> into one of <strong>{plural(readiness.totalPages, 'page')}</strong>
            </>
          )}
        </p>
        <TextField
          label="File name"
          value={nameText}
          onChange={setNameText}
          error={nameReading.ok ? null : nameReading.error}
          hint="Also stored as the PDF’s title."
          spellCheck={false}
        />
        {excluded ? <Message tone="warning">{excluded}</Message> : null}
        <JobPanel
          state={job.state}
          action="Merge PDFs"
          verb="Merging"
          onStart={() => void merge()}
          onCancel={job.cancel}
          blocker={blocker}
          disabled={!nameReading.ok}
          cancelledText="Merging was cancelled. Your files are still here: merge again when you are ready."
          errorLead="The PDFs could not be merged."
          summary={(result) =>
            `Merged ${plural(result.details.fileCount, 'PDF')} into ${result.fileName}: ${plural(result.details.pageCount, 'page')}, ${formatBytes(result.blob.size)}.`
          }
          staleText={stale ? 'The files, their order or the name changed after this PDF was made. Merge again to include the changes.' : null}
        />
      </section>
    </div>
  );
}
