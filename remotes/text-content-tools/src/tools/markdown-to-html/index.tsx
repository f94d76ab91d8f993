import { useId, useMemo, useState, type MouseEvent } from 'react';
import {
  announce,
  Button,
  CopyButton,
  downloadText,
  FileDrop,
  formatBytes,
  LargeTextArea,
  Message,
  previewOf,
  Segmented,
  useDraft,
  useLazyModule,
  useQueryState,
  useWorkerTask,
  utf8Length,
  WorkerTaskStatus,
  type ToolProps,
} from '@toolhub/shared';
import { converter } from './converter';
import { OptionsPanel, type Output } from './OptionsPanel';
import { documentTitle, fileNameFor, fullDocument, OFFLOAD_CHARS, previewParts, readOptions, SAMPLE_MARKDOWN, type RenderJob } from './logic';
import { anchorId, holdExternalMedia } from './previewDom';
import { copyFormatted } from './richCopy';
import { describeRemoved } from './removed';
import { useSanitized } from './useSanitized';
import styles from './styles.module.css';

const createRenderWorker = () => new Worker(new URL('./render.worker.ts', import.meta.url));
/** A job is only made once the converter has loaded (a long one goes to the worker, which has its own). */
const runRender = (job: RenderJob) => {
  const loaded = converter.current();
  if (!loaded) throw new Error('the converter has not loaded yet.');
  return loaded.renderMarkdown(job);
};

/** The preview lays out at most this much HTML; Copy and Download always use all of it. */
const PREVIEW_HTML_CHARS = 200_000;
/** Files larger than this are refused: the draft store and the preview would not cope. */
const MAX_FILE_BYTES = 20 * 1024 * 1024;

type View = 'preview' | 'source';

export default function MarkdownToHtmlTool({ tool }: ToolProps) {
  const [markdown, setMarkdown, draft] = useDraft('markdown-to-html:markdown', '');
  const [viewParam, setView] = useQueryState('view', 'preview');
  const [outputParam, setOutput] = useQueryState('output', 'fragment');
  const [flavour, setFlavour] = useQueryState('flavour', 'gfm');
  const [breaks, setBreaks] = useQueryState('breaks', '0');
  const [ids, setIds] = useQueryState('ids', '1');
  const [raw, setRaw] = useQueryState('raw', 'keep');
  const [newTabParam, setNewTab] = useQueryState('newtab', '0');
  const [fileError, setFileError] = useState<string | null>(null);
  const view: View = viewParam === 'source' ? 'source' : 'preview';
  const output: Output = outputParam === 'page' ? 'page' : 'fragment';
  const newTab = newTabParam === '1';
  const options = useMemo(() => readOptions({ flavour, breaks, ids, raw }), [flavour, breaks, ids, raw]);

  // marked and DOMPurify load after the tool opens: typing never waits for them.
  const engine = useLazyModule(converter);
  const loaded = engine.module;
  const empty = markdown.trim() === '';
  const loadingConverter = !empty && loaded === null && !engine.failed;
  const job = useMemo<RenderJob | null>(() => (empty || loaded === null ? null : { markdown, options }), [empty, loaded, markdown, options]);
  // A long document is converted in a worker; DOMPurify then needs the page, in slices.
  const parse = useWorkerTask({ input: job, run: runRender, createWorker: createRenderWorker, offload: markdown.length > OFFLOAD_CHARS });
  const clean = useSanitized(parse.result, newTab, loaded?.sanitizeHtml ?? null);
  const parts = clean.result?.parts ?? null;
  const body = useMemo(() => (parts ? parts.join('') : ''), [parts]);
  const title = useMemo(() => (job ? documentTitle(job.markdown) : 'Document'), [job]);
  const html = body === '' ? '' : output === 'page' ? fullDocument(body, title) : body;
  const preview = useMemo(() => {
    const start = previewParts(parts, PREVIEW_HTML_CHARS);
    return { ...holdExternalMedia(start.html, styles.heldImage ?? ''), truncated: start.truncated };
  }, [parts]);
  const removedNote = clean.result ? describeRemoved(clean.result.removed) : null;
  const working = parse.working || clean.working;
  const status = {
    working,
    progress: parse.working ? (parse.progress ?? 0) / 2 : clean.working ? 0.5 + (clean.progress ?? 0) / 2 : null,
    cancelled: parse.cancelled || clean.cancelled,
    error: parse.error ?? clean.error,
    cancel: () => {
      parse.cancel();
      clean.cancel();
    },
  };
  const fileName = fileNameFor(title);
  const source = previewOf(html);

  const inputId = useId();
  const hintId = useId();
  const outputId = useId();
  const sourceId = useId();

  async function openFile(files: File[]) {
    const file = files[0];
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setFileError(`${file.name} is ${formatBytes(file.size)}; open a file of up to ${formatBytes(MAX_FILE_BYTES)}.`);
      return;
    }
    try {
      const text = await file.text();
      if (text.includes('\u0000')) {
        setFileError(`${file.name} is not a text file. Choose a Markdown (.md) or text file.`);
        return;
      }
      setFileError(null);
      setMarkdown(text);
      announce(`Opened ${file.name}`, 'success');
    } catch {
      setFileError(`${file.name} could not be read. Try again, or paste its text instead.`);
    }
  }

  // Preview links go to a new tab, and #anchors scroll within the preview: the tool stays open.
  function followLink(event: MouseEvent<HTMLDivElement>) {
    const link = (event.target as Element).closest?.('a[href]');
    if (!link) return;
    event.preventDefault();
    const href = link.getAttribute('href') ?? '';
    if (href.startsWith('#')) {
      const id = anchorId(href);
      const target = id === null ? null : event.currentTarget.querySelector(`[id="${CSS.escape(id)}"]`);
      target?.scrollIntoView({ block: 'start' });
      return;
    }
    window.open(href, '_blank', 'noopener,noreferrer');
  }

  async function copyRich() {
    const ok = await copyFormatted(body, html);
    announce(ok ? 'Copied as formatted text' : 'Copy failed: select the preview and copy it instead.', ok ? 'success' : 'error');
  }

  return (
    <div className={`th-stack ${styles.tool}`}>
      <div className="th-columns">
        <div className="th-stack">
          <div className="th-field">
            <div className="th-head-row">
              <label htmlFor={inputId}>Markdown</label>
              <span className="th-row">
                <Button size="sm" variant="ghost" onClick={() => setMarkdown(SAMPLE_MARKDOWN)}>
                  Load example
                </Button>
                <Button size="sm" variant="ghost" onClick={draft.clear} disabled={markdown === ''}>
                  Clear
                </Button>
              </span>
            </div>
            <LargeTextArea
              id={inputId}
              className={`th-textarea ${styles.input}`}
              value={markdown}
              onValueChange={setMarkdown}
              placeholder={'# Title\n\nType or paste Markdown: **bold**, _italic_, [links](https://example.com), lists, tables…'}
              spellCheck={false}
              aria-describedby={hintId}
            />
            <p id={hintId} className="th-hint">
              {draft.restored && 'Your Markdown from last time is back: it stays in this browser until you clear it. '}
              {markdown === '' ? 'The preview and HTML update as you type.' : `${formatBytes(utf8Length(markdown))} of Markdown.`}
            </p>
          </div>
          <FileDrop
            className={styles.drop}
            label="Open a Markdown file"
            hint="or drop a .md or .txt file here · it stays on your device"
            accept=".md,.markdown,.mdown,.mkd,.txt,text/markdown,text/plain"
            onFiles={(files) => void openFile(files)}
            onRejected={(names) => setFileError(`${names.join(', ')}: not a Markdown or text file. Choose a .md, .markdown or .txt file.`)}
          />
          {fileError && <p className="th-field-error">{fileError}</p>}
        </div>

        <section className={`th-card ${styles.result}`} aria-labelledby={outputId}>
          <div className="th-head-row">
            <h2 id={outputId}>HTML</h2>
            <Segmented
              legend="Show"
              hideLegend
              value={view}
              onChange={setView}
              options={[
                { value: 'preview', label: 'Preview' },
                { value: 'source', label: 'HTML code' },
              ]}
            />
          </div>
          <WorkerTaskStatus
            task={status}
            verb="Converting"
            cancelledMessage="Converting stopped. Edit the Markdown or change an option to convert again."
            errorMessage={(error) => `The Markdown could not be converted: ${error}`}
          />
          {engine.failed ? (
            <Message tone="error">
              <span className="th-row">
                The converter could not be loaded. Check your connection and try again.
                <Button size="sm" onClick={engine.retry}>
                  Retry
                </Button>
              </span>
            </Message>
          ) : (
            loadingConverter && <Message tone="info">Loading the converter…</Message>
          )}
          {removedNote && (
            <Message tone="warning" className={styles.removed}>
              {removedNote}
            </Message>
          )}
          {view === 'preview' ? (
            <>
              {/* Sanitised by DOMPurify in useSanitized: no script, handler or javascript: URL is left. */}
              <div
                className={styles.preview}
                role="region"
                aria-label="Preview"
                aria-busy={working || loadingConverter || undefined}
                data-stale={working || undefined}
                tabIndex={0}
                onClick={followLink}
                dangerouslySetInnerHTML={{ __html: preview.html }}
              />
              {html === '' && !working && !loadingConverter && <p className={`th-hint ${styles.empty}`}>The preview of your Markdown appears here.</p>}
              {preview.held > 0 && (
                <p className="th-hint">
                  {preview.held === 1 ? '1 image is' : `${preview.held} images are`} not loaded in the preview: ToolHub fetches nothing from other
                  sites. The HTML keeps {preview.held === 1 ? 'its address' : 'their addresses'}.
                </p>
              )}
              {preview.truncated && (
                <p className="th-hint">The preview shows the start of this long document. Copy and Download use all of it.</p>
              )}
            </>
          ) : (
            <div className="th-field">
              <label htmlFor={sourceId}>HTML source</label>
              <textarea
                id={sourceId}
                className={`th-textarea ${styles.source}`}
                value={source.shown}
                readOnly
                spellCheck={false}
                placeholder="The HTML of your Markdown appears here."
                aria-busy={working || loadingConverter || undefined}
                data-stale={working || undefined}
              />
              {source.truncated && <p className="th-hint">Showing the start of the HTML. Copy and Download use all of it.</p>}
            </div>
          )}
          <div className="th-row">
            <CopyButton text={html} label="Copy HTML" disabled={html === '' || working} />
            <Button disabled={html === '' || working} onClick={() => downloadText(output === 'page' ? html : fullDocument(body, title), fileName, 'text/html')}>
              Download .html
            </Button>
            <Button variant="ghost" disabled={body === '' || working} onClick={() => void copyRich()}>
              Copy formatted
            </Button>
          </div>
          {html !== '' && (
            <p className="th-hint" aria-live="polite">
              {formatBytes(utf8Length(html))} of HTML{output === 'page' ? ' (a complete page)' : ''}. Download always saves a complete page
              named {fileName}.
            </p>
          )}
        </section>
      </div>

      <OptionsPanel
        toolName={tool.name}
        options={options}
        output={output}
        newTab={newTab}
        onFlavour={setFlavour}
        onRawHtml={setRaw}
        onOutput={setOutput}
        onBreaks={setBreaks}
        onHeadingIds={setIds}
        onNewTab={setNewTab}
      />
    </div>
  );
}
