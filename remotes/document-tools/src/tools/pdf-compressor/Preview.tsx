import { useEffect, useRef, useState } from 'react';
import { NumberField } from '@toolhub/shared';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import styles from './styles.module.css';

interface Props {
  original: Blob;
  compressed: Blob;
  password: string;
  pageCount: number;
  /** The page shown first: one with a recompressed picture. */
  startPage: number;
}

type Docs = { status: 'loading' } | { status: 'ready'; before: PDFDocumentProxy; after: PDFDocumentProxy } | { status: 'failed'; message: string };

const PREVIEW_WIDTH = 560;

/**
 * One page of the original and of the compressed PDF side by side, drawn by pdf.js (loaded only
 * now, with the first result), to judge the pictures before downloading. Mounted once per result
 * (keyed by it), so the documents open with its first render.
 */
export function Preview({ original, compressed, password, pageCount, startPage }: Props) {
  const [page, setPage] = useState(Math.min(Math.max(1, startPage), pageCount));
  const [docs, setDocs] = useState<Docs>({ status: 'loading' });
  const [drawnPage, setDrawnPage] = useState(0);
  const beforeBox = useRef<HTMLDivElement>(null);
  const afterBox = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    const opened: PDFDocumentProxy[] = [];
    void (async () => {
      try {
        const { openPdf } = await import('../../pdf/pdfjs');
        const [before, after] = await Promise.all([
          original.arrayBuffer().then((buffer) => openPdf(new Uint8Array(buffer), { password: password || undefined })),
          compressed.arrayBuffer().then((buffer) => openPdf(new Uint8Array(buffer))),
        ]);
        if (before.ok) opened.push(before.pdf);
        if (after.ok) opened.push(after.pdf);
        if (!live) return;
        if (before.ok && after.ok) setDocs({ status: 'ready', before: before.pdf, after: after.pdf });
        else setDocs({ status: 'failed', message: `The preview could not be drawn: ${!before.ok ? before.message : !after.ok ? after.message : ''}` });
      } catch {
        if (live) setDocs({ status: 'failed', message: 'The preview could not be drawn: the PDF viewer did not load. Check your connection.' });
      }
    })();
    return () => {
      live = false;
      for (const pdf of opened) void pdf.loadingTask.destroy();
    };
  }, [original, compressed, password]);

  useEffect(() => {
    if (docs.status !== 'ready') return;
    let live = true;
    void (async () => {
      try {
        const { renderPage } = await import('../../pdf/pdfjs');
        const width = Math.min(PREVIEW_WIDTH, beforeBox.current?.clientWidth || PREVIEW_WIDTH);
        const [before, after] = await Promise.all([docs.before.getPage(page), docs.after.getPage(page)]);
        const canvases = await Promise.all([renderPage(before, width), renderPage(after, width)]);
        if (!live) return;
        canvases.forEach((canvas, index) => {
          canvas.className = styles.pageCanvas ?? '';
          canvas.setAttribute('role', 'img');
          canvas.setAttribute('aria-label', `Page ${page}, ${index === 0 ? 'original' : 'compressed'}`);
          (index === 0 ? beforeBox : afterBox).current?.replaceChildren(canvas);
        });
      } catch {
        // A page that cannot be drawn leaves the previous one; the files themselves are fine.
      } finally {
        if (live) setDrawnPage(page);
      }
    })();
    return () => {
      live = false;
    };
  }, [docs, page]);

  const drawing = docs.status === 'ready' && drawnPage !== page;
  return (
    <div className="th-stack">
      {pageCount > 1 && <NumberField label="Page to compare" value={page} min={1} max={pageCount} integer onValue={setPage} hint={`Page 1 to ${pageCount}.`} />}
      <div className={styles.compare} aria-busy={docs.status === 'loading' || drawing || undefined}>
        <figure className={styles.figure}>
          <figcaption>Original</figcaption>
          <div ref={beforeBox} className={styles.pageBox} />
        </figure>
        <figure className={styles.figure}>
          <figcaption>Compressed</figcaption>
          <div ref={afterBox} className={styles.pageBox} />
        </figure>
      </div>
      <p className="th-hint" role="status">
        {docs.status === 'loading' ? 'Drawing the preview…' : docs.status === 'failed' ? docs.message : drawing ? `Drawing page ${page}…` : `Page ${page} of ${pageCount}. Open the compressed PDF to zoom in.`}
      </p>
    </div>
  );
}
