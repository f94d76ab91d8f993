/** Each PDF in the merge list read in turn (page count, password, first-page picture), with its picture released when it goes. */
import { useEffect, useRef, useState } from 'react';
import { inspectPdf, type Inspection } from '../../pdf-ui/thumbnails';
import type { FileStatus, MergeEntry } from './logic';

function statusOf(info: Inspection): FileStatus {
  if (info.ok) return { state: 'ready', pageCount: info.pageCount, thumb: info.thumb };
  if (info.problem === 'encrypted') return { state: 'locked', wrong: false, checking: false };
  return { state: 'broken', message: info.message };
}

function releaseThumb(status: FileStatus | undefined) {
  if (status?.state === 'ready' && status.thumb) URL.revokeObjectURL(status.thumb);
}

export function useFileStatuses(entries: MergeEntry[], files: ReadonlyMap<string, Blob>) {
  const [statuses, setStatuses] = useState<ReadonlyMap<string, FileStatus>>(() => new Map());
  const reading = useRef<string | null>(null);
  const live = useRef<{ ids: Set<string>; statuses: ReadonlyMap<string, FileStatus> }>({ ids: new Set(), statuses: new Map() });

  useEffect(() => {
    live.current = { ids: new Set(entries.map((entry) => entry.id)), statuses };
  }, [entries, statuses]);
  useEffect(
    () => () => {
      live.current.statuses.forEach(releaseThumb);
      live.current.ids.clear();
    },
    [],
  );

  const setStatus = (id: string, status: FileStatus) => {
    if (!live.current.ids.has(id)) {
      // Removed while it was being read.
      releaseThumb(status);
      return;
    }
    setStatuses((current) => {
      const next = new Map(current);
      const previous = next.get(id);
      if (previous !== status && previous?.state === 'ready' && status.state === 'ready' && previous.thumb !== status.thumb) releaseThumb(previous);
      return next.set(id, status);
    });
  };

  // Each new file is read in turn (page count, password, first page), one at a time.
  useEffect(() => {
    if (reading.current) return;
    const next = entries.find((entry) => !statuses.has(entry.id));
    const file = next && files.get(next.id);
    if (!next || !file) return;
    reading.current = next.id;
    void inspectPdf(file).then((info) => {
      reading.current = null;
      if (!live.current.ids.has(next.id)) {
        if (info.ok && info.thumb) URL.revokeObjectURL(info.thumb);
        // Let the effect move on to the next file.
        setStatuses((current) => new Map(current));
        return;
      }
      setStatuses((current) => new Map(current).set(next.id, statusOf(info)));
    });
  }, [entries, files, statuses]);

  function forget(id: string) {
    releaseThumb(statuses.get(id));
    setStatuses((current) => {
      const next = new Map(current);
      next.delete(id);
      return next;
    });
  }

  function forgetAll() {
    statuses.forEach(releaseThumb);
    setStatuses(new Map());
  }

  async function unlock(id: string, password: string) {
    const file = files.get(id);
    if (!file) return;
    setStatus(id, { state: 'locked', wrong: false, checking: true });
    const info = await inspectPdf(file, password);
    if (info.ok) setStatus(id, { state: 'ready', pageCount: info.pageCount, thumb: info.thumb, password });
    else if (info.problem === 'wrong-password' || info.problem === 'encrypted') setStatus(id, { state: 'locked', wrong: true, checking: false });
    else setStatus(id, { state: 'broken', message: info.message });
  }

  return { statuses, forget, forgetAll, unlock };
}
