import { useEffect, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { Button } from '@toolhub/shared';
import styles from './styles.module.css';

interface Props {
  blob: Blob;
  pageCount: number;
  fileName: string;
}

/** Width the page is drawn at, in CSS pixels (the image scales down to fit narrow screens). */
const PREVIEW_WIDTH = 420;

/**
 * The finished PDF as pdf.js draws it, one page at a time: what the reader will see, checked
 * before downloading. pdf.js loads with the first preview.
 */
export function Preview({ blob, pageCount, fileName }: Props) {
  const [opened, setOpened] = useState<{ blob: Blob; pdf: PDFDocumentProxy | null } | null>(null);
  const [page, setPage] = useState(1);
  const [drawn, setDrawn] = useState<{ pdf: PDFDocumentProxy; page: number; src: string | null } | null>(null);
  const [shownBlob, setShownBlob] = useState(blob);
  if (shownBlob !== blob) {
    // A new PDF opens at its first page.
    setShownBlob(blob);
    setPage(1);
  }
  const pdf = opened && opened.blob === blob ? opened.pdf : undefined;

  useEffect(() => {
    let live = true;
    let doc: PDFDocumentProxy | null = null;
    void (async () => {
      try {
        const { openPdf } = await import('../../pdf/pdfjs');
        const result = await openPdf(new Uint8Array(await blob.arrayBuffer()));
        if (!result.ok) throw new Error(result.message);
        doc = result.pdf;
        if (live) setOpened({ blob, pdf: result.pdf });
        else void result.pdf.loadingTask.destroy();
      } catch {
        if (live) setOpened({ blob, pdf: null });
      }
    })();
    return () => {
      live = false;
      if (doc) void doc.loadingTask.destroy();
    };
  }, [blob]);

  useEffect(() => {
    if (!pdf) return;
    let live = true;
    void (async () => {
      let src: string | null;
      try {
        const { renderPage } = await import('../../pdf/pdfjs');
        src = (await renderPage(await pdf.getPage(page), PREVIEW_WIDTH)).toDataURL('image/png');
      } catch {
        src = null;
      }
      if (live) setDrawn({ pdf, page, src });
    })();
    return () => {
      live = false;
    };
  }, [pdf, page]);

  const current = drawn && drawn.pdf === pdf && drawn.page === page ? drawn : null;
  if (pdf === null || current?.src === null) return <p className="th-hint">The preview could not be drawn; the PDF itself is fine to download.</p>;
  return (
    <figure className={styles.preview}>
      <div className={styles.sheet} aria-busy={!current || undefined}>
        {current?.src ? <img src={current.src} alt={`Page ${page} of ${fileName}`} /> : <span className="th-hint">Drawing the preview…</span>}
      </div>
      {pageCount > 1 ? (
        <figcaption className={`th-row ${styles.pager}`}>
          <Button size="sm" variant="ghost" onClick={() => setPage(page - 1)} disabled={page <= 1}>
            Previous page
          </Button>
          <span aria-live="polite">
            Page {page} of {pageCount}
          </span>
          <Button size="sm" variant="ghost" onClick={() => setPage(page + 1)} disabled={page >= pageCount}>
            Next page
          </Button>
        </figcaption>
      ) : null}
    </figure>
  );
}
