import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, CheckField, downloadBlob, FileDrop, flushDrafts, formatBytes, formatNumber, Message, TextField, useDraft, useQueryState, type ToolProps } from '@toolhub/shared';
import { PDF_MESSAGES } from '../../pdf/problems';
import type { ConvertJob } from './convert';
import type { ConvertOptions } from './model';
import { plural, Preview, Stats } from './Preview';
import { useConvert } from './useConvert';
import { useReadPdf, type ReadState } from './useReadPdf';
import ui from '../../pdf-ui/styles.module.css';
import styles from './styles.module.css';

/** Files up to this size are kept in the browser for the next visit; larger ones only while the page is open. */
export const MAX_KEPT_BYTES = 100 * 1024 * 1024;
export const OCR_PATH = '/image-to-text';
export const SCANNED_MESSAGE =
  'This PDF looks scanned: its pages are pictures of text, with no text to extract. Use Image to Text (OCR) to read the text from page images.';
export const NO_TEXT_MESSAGE =
  'This PDF has no text to extract: its pages are blank, or show their text as drawings. Use Image to Text (OCR) to read the text from page images.';

/** "report.pdf" → "report.docx". */
export function docxName(fileName: string): string {
  const base = fileName.replace(/\.pdf$/i, '').trim();
  return `${base || 'document'}.docx`;
}

function fileNameOf(file: Blob): string {
  return file instanceof File && file.name ? file.name : 'document.pdf';
}

/** "pages 3, 5 and 9". */
export function pageList(pages: readonly number[]): string {
  const shown = pages.slice(0, 12).map(String);
  const rest = pages.length - shown.length;
  if (rest > 0) return `pages ${shown.join(', ')} and ${plural(rest, 'other', 'others')}`;
  if (shown.length === 1) return `page ${shown[0]}`;
  return `pages ${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}

/** What to say when some pages are pictures of text. */
export function textlessWarning(pages: readonly number[]): string {
  const list = pageList(pages);
  const one = pages.length === 1;
  return `${list[0]!.toUpperCase()}${list.slice(1)} ${one ? 'has' : 'have'} no text to extract (${one ? 'it looks like a scanned picture' : 'they look like scanned pictures'}), so ${one ? 'it is' : 'they are'} missing from the Word document. The rest was converted.`;
}

/** The chosen PDF, kept as a draft (so a reload gives it back) when it is not too large. */
function usePdfFile() {
  const [stored, setStored, draft] = useDraft<Blob | null>('pdf-to-word:file', null);
  const [held, setHeld] = useState<File | null>(null);
  const [chosenNow, setChosenNow] = useState(false);
  // Whatever else storage gives back (an unreadable old entry) is no file.
  const file = held ?? (stored instanceof Blob ? stored : null);
  // A chosen file is written at once rather than batched: a reload right after must find it.
  const choose = (next: File) => {
    setChosenNow(true);
    if (next.size <= MAX_KEPT_BYTES) {
      setHeld(null);
      setStored(next);
    } else {
      draft.clear();
      setHeld(next);
    }
    void flushDrafts();
  };
  const remove = () => {
    setHeld(null);
    draft.clear();
    void flushDrafts();
  };
  return { file, choose, remove, restored: draft.restored && !chosenNow && file !== null, notKept: held !== null };
}

function ReadStatus({ state, onCancel, onRetry }: { state: ReadState; onCancel: () => void; onRetry: (password?: string) => void }) {
  const [password, setPassword] = useState('');
  if (state.status === 'reading') {
    const label = state.total > 0 ? `Reading page ${formatNumber(state.page)} of ${formatNumber(state.total)}…` : 'Opening the PDF…';
    return (
      <div className={ui.progress}>
        <div className="th-row">
          <span role="status">{label}</span>
          <Button size="sm" onClick={onCancel}>
            Cancel
          </Button>
        </div>
        <progress className={ui.bar} max={state.total || 1} value={state.total > 0 ? state.page - 1 : undefined} aria-label="Reading progress" />
      </div>
    );
  }
  if (state.status === 'cancelled') {
    return (
      <Message tone="info">
        <span className="th-row">
          <span>Reading stopped. Your PDF is still here.</span>
          <Button size="sm" onClick={() => onRetry()}>
            Read it again
          </Button>
        </span>
      </Message>
    );
  }
  if (state.status === 'error') return <Message tone="error">{state.message}</Message>;
  if (state.status === 'password') {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      if (password !== '') onRetry(password);
    };
    return (
      <form className="th-stack" onSubmit={submit}>
        <Message tone={state.wrong ? 'error' : 'info'}>{state.wrong ? PDF_MESSAGES['wrong-password'] : PDF_MESSAGES.encrypted}</Message>
        <div className={`th-row ${styles.password}`}>
          <TextField label="PDF password" type="password" value={password} onChange={setPassword} autoComplete="off" />
          <Button type="submit" variant="primary" disabled={password === ''}>
            Open
          </Button>
        </div>
      </form>
    );
  }
  return null;
}

export default function PdfToWordTool({ tool }: ToolProps) {
  const [keepParam, setKeep] = useQueryState('headers', '');
  const [breaksParam, setBreaks] = useQueryState('breaks', '');
  const options = useMemo<ConvertOptions>(() => ({ keepHeadersFooters: keepParam === '1', pageBreaks: breaksParam === '1' }), [keepParam, breaksParam]);
  const { file, choose, remove, restored, notKept } = usePdfFile();
  const [rejected, setRejected] = useState<string | null>(null);
  const reader = useReadPdf(file);
  const read = reader.state;
  const fileName = file ? fileNameOf(file) : '';
  const outputName = docxName(fileName);

  const job = useMemo<ConvertJob | null>(() => {
    if (read.status !== 'done' || read.coverage.scanned) return null;
    return { pages: read.pages, options, title: read.title || outputName.replace(/\.docx$/, ''), fileName };
  }, [read, options, outputName, fileName]);
  const converter = useConvert(job);
  const converted = converter.state;

  const download = () => {
    if (converted.status !== 'done') return;
    downloadBlob(converted.result.blob, outputName);
  };

  const coverage = read.status === 'done' ? read.coverage : null;

  return (
    <div className={`th-columns ${styles.tool}`} data-tool={tool.path}>
      <div className="th-stack">
        <section className="th-card th-stack" aria-labelledby="p2w-pdf-heading">
          <h2 id="p2w-pdf-heading" className={styles.heading}>
            Your PDF
          </h2>
          <FileDrop
            label={file ? 'Choose another PDF' : 'Choose a PDF'}
            accept="application/pdf,.pdf"
            hint="or drop it here. Your files stay on this device: everything happens in your browser."
            onFiles={(files) => {
              const next = files[0];
              setRejected(null);
              if (next) choose(next);
            }}
            onRejected={(names) => setRejected(`${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} not a PDF. Choose a .pdf file.`)}
          />
          {rejected && <Message tone="error">{rejected}</Message>}
          {file && (
            <div className={styles.file}>
              <span className={styles.fileName}>{fileName}</span>
              <span className="th-hint">{formatBytes(file.size)}</span>
              <Button size="sm" variant="ghost" onClick={remove}>
                Remove PDF
              </Button>
            </div>
          )}
          {restored && <p className="th-hint">Your PDF from last time is back: it stays in this browser until you remove it.</p>}
          {notKept && <p className="th-hint">This PDF is over 100 MB, so it is not kept for your next visit: it stays only while this page is open.</p>}
          <ReadStatus key={fileName} state={read} onCancel={reader.cancel} onRetry={reader.retry} />
        </section>

        <section className="th-card th-stack" aria-labelledby="p2w-options-heading">
          <h2 id="p2w-options-heading" className={styles.heading}>
            Options
          </h2>
          <CheckField
            label="Keep page headers and footers"
            checked={options.keepHeadersFooters}
            onChange={(checked) => setKeep(checked ? '1' : '')}
            hint="Off: text repeated at the top or bottom of most pages, and page numbers, are left out."
          />
          <CheckField
            label="Start each PDF page on a new Word page"
            checked={options.pageBreaks}
            onChange={(checked) => setBreaks(checked ? '1' : '')}
            hint="Off: the text flows from page to page, and paragraphs split by a page break are joined."
          />
        </section>
      </div>

      <section className="th-card th-stack" aria-labelledby="p2w-word-heading">
        <h2 id="p2w-word-heading" className={styles.heading}>
          Word document
        </h2>
        {!file && <p className="th-hint">Choose a PDF with text (not a scan): its headings, paragraphs and lists become an editable Word document (.docx).</p>}
        {file && read.status !== 'done' && <p className="th-hint">The Word document is made as soon as the PDF has been read.</p>}
        {coverage?.scanned && (
          <Message tone="warning">
            <span className="th-stack">
              <span>{coverage.pictures ? SCANNED_MESSAGE : NO_TEXT_MESSAGE}</span>
              <Link to={OCR_PATH}>Open Image to Text (OCR)</Link>
            </span>
          </Message>
        )}
        {coverage && !coverage.scanned && coverage.textless.length > 0 && (
          <Message tone="warning">
            <span className="th-stack">
              <span>{textlessWarning(coverage.textless)}</span>
              <Link to={OCR_PATH}>Read scanned pages with Image to Text (OCR)</Link>
            </span>
          </Message>
        )}
        <div className="th-stack">
          {job && converted.status === 'working' && (
            <div className={ui.progress}>
              <div className="th-row">
                <span role="status">Writing the Word document… {Math.round(converted.progress * 100)}%</span>
                <Button size="sm" onClick={converter.cancel}>
                  Cancel
                </Button>
              </div>
              <progress className={ui.bar} max={100} value={Math.round(converted.progress * 100)} aria-label="Writing progress" />
            </div>
          )}
          {converted.status === 'cancelled' && (
            <Message tone="info">
              <span className="th-row">
                <span>Writing the Word document was cancelled.</span>
                <Button size="sm" onClick={converter.retry}>
                  Write it again
                </Button>
              </span>
            </Message>
          )}
          {converted.status === 'error' && <Message tone="error">The Word document could not be written: {converted.message}</Message>}
          {converted.status === 'done' && (
            <Message tone="success">Your Word document is ready ({formatBytes(converted.result.blob.size)}).</Message>
          )}
        </div>
        {converted.status === 'done' && (
          <>
            <div className="th-row">
              <Button variant="primary" onClick={download}>
                Download {outputName}
              </Button>
              <span className="th-hint">Word document (.docx), {formatBytes(converted.result.blob.size)}</span>
            </div>
            <Stats stats={converted.result.stats} />
            <h3 className={styles.subheading}>Preview</h3>
            <Preview blocks={converted.result.preview} more={converted.result.more} />
          </>
        )}
      </section>
    </div>
  );
}
