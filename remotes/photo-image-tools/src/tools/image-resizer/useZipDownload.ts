/** All the resized images in one ZIP download, made on demand and cancelled when the tool closes. */
import { useEffect, useRef, useState } from 'react';
import { downloadBlob } from '@toolhub/shared';
import { openZipSink } from '../image-zip-creator/zipper';
import { zipNameFor } from './output';
import type { ResultRow } from './Results';

/** `zipAll` zips the rows that worked and downloads the ZIP; `setNotice` hears when it could not be made. */
export function useZipDownload(setNotice: (notice: { tone: 'error'; text: string }) => void) {
  const [zipping, setZipping] = useState(false);
  const zipJob = useRef<{ cancel: () => void } | null>(null);
  const live = useRef(true);

  useEffect(
    () => () => {
      live.current = false;
      zipJob.current?.cancel();
    },
    [],
  );

  async function zipAll(rows: readonly ResultRow[]) {
    const done = rows.flatMap((row) => (row.done ? [row.done] : []));
    if (done.length === 0) return;
    setZipping(true);
    let cancelled = false;
    const sink = await openZipSink();
    zipJob.current = {
      cancel: () => {
        cancelled = true;
        sink.cancel();
      },
    };
    try {
      for (const file of done) {
        if (cancelled) return;
        await sink.add({ name: file.name, data: new Uint8Array(await file.blob.arrayBuffer()), modified: Date.now(), compress: false });
      }
      const blob = await sink.finish();
      if (!cancelled) downloadBlob(blob, zipNameFor(done.length));
    } catch (error) {
      if (!cancelled && live.current) setNotice({ tone: 'error', text: `The ZIP could not be made${error instanceof Error && error.message ? ` (${error.message})` : ''}. Download the images one by one instead.` });
    } finally {
      zipJob.current = null;
      if (live.current) setZipping(false);
    }
  }

  return { zipping, zipAll };
}
