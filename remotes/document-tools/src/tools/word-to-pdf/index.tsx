import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, FileDrop, formatBytes, formatNumber, Message, useDraft, type ToolProps } from '@toolhub/shared';
import { hasRightToLeft } from '../text-to-pdf/estimate';
import { pdfFileName } from '../text-to-pdf/text';
import type { ReadOutcome, WordDocument } from './convert';
import type { DocumentStats } from './document-stats';
import { DRAFT_MAX_BYTES, MAX_FILE_BYTES, rejectedMessage, tooBigMessage } from './files';
import { allRuns } from './model';
import { PageSetup, usePageSetup } from './PageSetup';
import { Result } from './Result';
import { useWordPdf, type PdfRequest } from './useWordPdf';
import { notesSummary } from './warnings';
import styles from './styles.module.css';

/** Settings typed in quick succession make one PDF, not one per keystroke. */
const REBUILD_DELAY_MS = 350;

export const ACCEPT = '.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const LOAD_FAILED = 'The Word converter could not be loaded. Check your connection and try again.';

interface Loaded {
  file: File;
  doc: WordDocument;
  /** Identifies the file, to tell when a PDF is out of date. */
  key: string;
  /** Came back from an earlier visit. */
  restored: boolean;
}

/**
 * The chosen file as kept in the browser: its bytes rather than the File itself, which every
 * browser stores alike (and which a test's IndexedDB can clone).
 */
export interface StoredFile {
  name: string;
  type: string;
  lastModified: number;
  bytes: ArrayBuffer;
}

function fileKey(file: File): string {
  return `${file.name}|${file.size}|${file.lastModified}`;
}

function baseName(name: string): string {
  return name.replace(/\.(docx|docm|dotx)$/i, '') || 'document';
}

function count(n: number, one: string, many: string): string | null {
  return n === 0 ? null : `${formatNumber(n)} ${n === 1 ? one : many}`;
}

export function statsLine(stats: DocumentStats): string {
  return [
    count(stats.headings, 'heading', 'headings'),
    count(stats.paragraphs, 'paragraph', 'paragraphs'),
    count(stats.lists, 'list', 'lists'),
    count(stats.tables, 'table', 'tables'),
    count(stats.images, 'picture', 'pictures'),
    count(stats.words, 'word', 'words'),
  ]
    .filter(Boolean)
    .join(' · ');
}

export default function WordToPdfTool({ tool }: ToolProps) {
  const [stored, setStored, draft] = useDraft<StoredFile | null>('word-to-pdf:file', null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [reading, setReading] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [memoryOnly, setMemoryOnly] = useState(false);
  const setup = usePageSetup();
  const { state, generate, cancel, reset } = useWordPdf();
  const readToken = useRef(0);
  const restoreTried = useRef<StoredFile | null>(null);
  const requested = useRef<string | null>(null);

  async function open(file: File, fromDraft: boolean) {
    const token = ++readToken.current;
    setReading(file.name);
    setFileError(null);
    let outcome: ReadOutcome;
    let buffer: ArrayBuffer | null = null;
    if (file.size > MAX_FILE_BYTES) outcome = { ok: false, message: tooBigMessage(file.size) };
    else {
      try {
        buffer = await file.arrayBuffer();
        // The reader (and the zip library it uses) loads with the first document.
        const { loadMammoth, rasterizeInBrowser, readWordDocument } = await import('./convert');
        outcome = await readWordDocument(new Uint8Array(buffer), file.name, { loadMammoth, rasterize: rasterizeInBrowser });
      } catch {
        outcome = { ok: false, message: LOAD_FAILED };
      }
    }
    if (token !== readToken.current) return;
    setReading(null);
    if (!outcome.ok) {
      // A file that cannot be read replaces nothing: the document already open stays.
      setFileError(outcome.message);
      if (fromDraft) setStored(null);
      return;
    }
    reset();
    requested.current = null;
    setLoaded({ file, doc: outcome.doc, key: fileKey(file), restored: fromDraft });
    if (!fromDraft) {
      const keep = file.size <= DRAFT_MAX_BYTES && buffer !== null;
      setStored(keep && buffer ? { name: file.name, type: file.type, lastModified: file.lastModified, bytes: buffer } : null);
      setMemoryOnly(!keep);
    }
  }

  // The file from an earlier visit is read again once it comes back from storage.
  useEffect(() => {
    if (!stored || loaded || restoreTried.current === stored) return;
    const file = new File([stored.bytes], stored.name, { type: stored.type, lastModified: stored.lastModified });
    const timer = setTimeout(() => {
      restoreTried.current = stored;
      void open(file, true);
    }, 0);
    return () => clearTimeout(timer);
    // open() is a plain function of this render; the stored file is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stored, loaded]);

  const settings = setup.parsed.ok ? setup.parsed.settings : null;
  const pdfKey = loaded && settings ? `${loaded.key}|${JSON.stringify(settings)}` : null;
  const request = useMemo<PdfRequest | null>(() => {
    if (!loaded || !settings || !pdfKey) return null;
    const base = baseName(loaded.file.name);
    return { doc: loaded.doc, settings, title: loaded.doc.title || base, fileName: pdfFileName(base), key: pdfKey };
  }, [loaded, settings, pdfKey]);

  // A new document, or a change of page setup, makes the PDF again shortly after.
  useEffect(() => {
    if (!request || requested.current === request.key) return;
    const timer = setTimeout(() => {
      requested.current = request.key;
      void generate(request);
    }, REBUILD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [request, generate]);

  function createNow() {
    if (!request) return;
    requested.current = request.key;
    void generate(request);
  }

  function remove() {
    readToken.current++;
    setReading(null);
    setLoaded(null);
    setFileError(null);
    setMemoryOnly(false);
    draft.clear();
    reset();
    requested.current = null;
  }

  const doc = loaded?.doc ?? null;
  const rightToLeft = useMemo(() => (doc ? hasRightToLeft([...allRuns(doc.blocks)].map((run) => run.text).join('\n')) : false), [doc]);
  const empty = doc ? doc.blocks.length === 0 : false;
  const knownMissingImages = doc ? doc.images.filter((image) => image === null).length : 0;
  const working = state.status === 'working';
  const canCreate = Boolean(request) && !working && state.status !== 'done';

  return (
    <div className={`th-columns ${styles.tool}`} data-tool={tool.path}>
      <div className="th-stack">
        <section className="th-card th-stack" aria-labelledby="wtp-doc-heading">
          <h2 id="wtp-doc-heading">Word document</h2>
          <FileDrop
            label={loaded ? 'Choose another Word document (.docx)' : 'Choose a Word document (.docx)'}
            accept={ACCEPT}
            onFiles={(files) => {
              const [file] = files;
              if (file) void open(file, false);
            }}
            onRejected={(names) => setFileError(rejectedMessage(names[0] ?? ''))}
            hint="or drop it here. Your files stay on this device: everything happens in your browser."
          />
          <p className="th-hint">
            Headings, bold, italic, underline, lists, tables, pictures, links and footnotes carry over. Fonts, colours, alignment, headers and
            footers do not: the PDF uses DejaVu Sans throughout.
          </p>
          {reading ? (
            <p className="th-hint" role="status">
              Reading “{reading}”…
            </p>
          ) : null}
          {fileError ? <Message tone="error">{fileError}</Message> : null}
          {loaded && doc ? (
            <div className={`th-stack ${styles.file}`}>
              <div className="th-head-row">
                <p className={styles.fileName}>
                  <strong>{loaded.file.name}</strong> · {formatBytes(loaded.file.size)}
                </p>
                <Button size="sm" variant="ghost" onClick={remove}>
                  Remove
                </Button>
              </div>
              {statsLine(doc.stats) ? <p className="th-hint">{statsLine(doc.stats)}</p> : null}
              {loaded.restored && draft.restored ? (
                <p className="th-hint">Your document from last time is back: it stays in this browser until you remove it.</p>
              ) : null}
              {memoryOnly ? (
                <p className="th-hint">
                  This file is over {formatBytes(DRAFT_MAX_BYTES)}, too big to keep for next time: it stays only until you leave the page.
                </p>
              ) : null}
              {empty ? <Message tone="warning">No text, tables or pictures were found in this document: the PDF will have one blank page.</Message> : null}
              {doc.notes.length > 0 ? (
                <Message tone="warning">
                  <details className={styles.notes}>
                    <summary>{notesSummary(doc.notes.length)}</summary>
                    <ul>
                      {doc.notes.map((note) => (
                        <li key={note}>{note}</li>
                      ))}
                    </ul>
                  </details>
                </Message>
              ) : null}
              {rightToLeft ? (
                <Message tone="info">Right-to-left text (Hebrew, Arabic) is written left to right in the PDF, so it may read back to front.</Message>
              ) : null}
            </div>
          ) : null}
        </section>
        <PageSetup raw={setup.raw} parsed={setup.parsed} onChange={setup.set} onReset={setup.reset} />
      </div>

      <section className="th-card th-stack" aria-labelledby="wtp-pdf-heading">
        <h2 id="wtp-pdf-heading">Your PDF</h2>
        {!loaded ? <p className="th-hint">Choose a Word document: its PDF appears here, ready to download.</p> : null}
        {loaded && !settings ? <p className="th-hint">Fix the page setup marked in red to create the PDF.</p> : null}
        <div aria-live="polite">
          <Result state={state} knownMissingImages={knownMissingImages} onCancel={cancel} onCreate={canCreate ? createNow : null} />
        </div>
      </section>
    </div>
  );
}
