import { useCallback, useMemo, useState } from 'react';
import { Button, downloadBlob, FileDrop, formatBytes, formatNumber, Message, Segmented, segmentOptions, TextField, useQueryState, type ToolProps } from '@toolhub/shared';
import { JobPanel } from '../../pdf-ui/JobPanel';
import { parsePageRanges, plural, rangeErrorText, repeatedPages } from '../../pdf-ui/pageRanges';
import { PasswordPrompt } from '../../pdf-ui/PasswordPrompt';
import { usePdfJob } from '../../pdf-ui/usePdfJob';
import { keptNote, newFileId, useStoredFiles, type StoredEntry } from '../../pdf-ui/useStoredFiles';
import {
  MODE_LABELS,
  MODES,
  OUTPUT_LABELS,
  OUTPUTS,
  pageMarks,
  planSplit,
  readMode,
  readOutput,
  readPagesPerFile,
  tooManyPages,
  type SplitPlan,
} from './logic';
import { PageGrid } from './PageGrid';
import { PlanSummary } from './PlanSummary';
import { runSplit } from './runSplit';
import { useOpenedPdf } from './useOpenedPdf';
import ui from '../../pdf-ui/styles.module.css';
import styles from './styles.module.css';

const TOOL = 'split-pdf';
const ACCEPT = 'application/pdf,.pdf';
const NO_FILE: StoredEntry[] = [];
const THUMB_WIDTH = 120;

type Planned = { ok: true; plan: SplitPlan; repeated: number[] } | { ok: false; field: 'pages' | 'n'; error: string | null };

interface SplitDetails {
  parts: number;
  pages: number;
  signature: string;
}

export default function SplitPdfTool({ tool }: ToolProps) {
  const stored = useStoredFiles<StoredEntry>(TOOL, NO_FILE);
  const entry = stored.entries[0] ?? null;
  const entryId = entry?.id ?? null;
  const file = entryId ? stored.files.get(entryId) : undefined;
  const [modeText, setMode] = useQueryState('mode', 'ranges');
  const [rangesText, setRanges] = useQueryState('pages', '');
  const [outputText, setOutput] = useQueryState('out', 'one');
  const [sizeText, setSize] = useQueryState('n', '2');
  const [notice, setNotice] = useState<string | null>(null);
  const job = usePdfJob<SplitDetails>();
  const mode = readMode(modeText);
  const output = readOutput(outputText);
  const working = job.state.status === 'working';
  const { doc, unlock, forget } = useOpenedPdf(entryId, file);

  const preview = doc?.state === 'ready' ? doc.preview : null;
  const pageCount = preview?.pageCount ?? null;
  const render = useCallback((pageNumber: number, signal: AbortSignal) => preview?.renderThumb(pageNumber, THUMB_WIDTH, signal) ?? Promise.resolve(null), [preview]);

  const planned = useMemo<Planned | null>(() => {
    if (!entry || pageCount === null) return null;
    if (mode === 'ranges') {
      const parsed = parsePageRanges(rangesText, pageCount);
      if (!parsed.ok) return { ok: false, field: 'pages', error: parsed.empty ? null : rangeErrorText(parsed.errors) };
      const tooMany = tooManyPages(parsed.ranges, pageCount);
      if (tooMany) return { ok: false, field: 'pages', error: tooMany };
      return { ok: true, plan: planSplit({ mode, ranges: parsed.ranges, output }, pageCount, entry.name), repeated: repeatedPages(parsed.ranges) };
    }
    if (mode === 'chunks') {
      const size = readPagesPerFile(sizeText, pageCount);
      if ('error' in size) return { ok: false, field: 'n', error: size.error };
      return { ok: true, plan: planSplit({ mode, size: size.value }, pageCount, entry.name), repeated: [] };
    }
    return { ok: true, plan: planSplit({ mode }, pageCount, entry.name), repeated: [] };
  }, [entry, pageCount, mode, rangesText, output, sizeText]);

  const plan = planned?.ok ? planned.plan : null;
  const marks = useMemo(() => (plan && pageCount ? pageMarks(plan.parts, pageCount) : []), [plan, pageCount]);
  const partNames = useMemo(() => plan?.parts.map((part) => part.name) ?? [], [plan]);
  const signature = plan && entryId ? JSON.stringify([entryId, plan.parts]) : '';
  const done = job.state.status === 'done' ? job.state : null;
  const stale = done !== null && done.details.signature !== signature;

  let blocker: string | null = null;
  if (stored.loading > 0) blocker = 'Bringing back your PDF from last time…';
  else if (!entry) blocker = 'Add a PDF to split.';
  else if (!doc) blocker = 'Reading the PDF…';
  else if (doc.state === 'locked') blocker = 'Unlock the PDF to split it.';
  else if (doc.state === 'broken') blocker = 'Choose another PDF: this one could not be read.';
  else if (planned && !planned.ok) blocker = planned.error ? 'Fix the mistake above to split.' : 'Type the pages to take out, such as 1-3,5.';
  const canSplit = blocker === null && plan !== null && !working;

  function choose(files: File[]) {
    const chosen = files[0];
    if (!chosen) return;
    const id = newFileId();
    setNotice(null);
    job.reset();
    stored.setEntries([{ id, name: chosen.name, size: chosen.size }], new Map([[id, chosen]]));
  }

  function remove() {
    job.reset();
    setNotice(null);
    forget();
    stored.setEntries(NO_FILE);
  }

  async function split() {
    if (!canSplit || !entry || !file || !plan || doc?.state !== 'ready') return;
    const request = { name: entry.name, file, password: doc.password, parts: plan.parts, archiveName: plan.archiveName };
    const details = { parts: plan.parts.length, pages: plan.totalPages, signature };
    const finished = await job.start(async (options) => {
      const result = await runSplit(request, options);
      return {
        blob: new Blob([result.bytes as BlobPart], { type: result.kind === 'zip' ? 'application/zip' : 'application/pdf' }),
        fileName: result.fileName,
        details,
      };
    });
    if (finished) downloadBlob(finished.blob, finished.fileName);
  }

  const fieldError = planned && !planned.ok ? planned : null;
  const single = plan?.parts.length === 1;

  return (
    <div className={`th-columns ${styles.tool}`} data-tool={tool.path}>
      <div className="th-stack">
        <section className="th-card th-stack" aria-labelledby="spdf-file-heading">
          <h2 id="spdf-file-heading" className={ui.heading}>
            Your PDF
          </h2>
          <FileDrop
            label="Choose a PDF"
            accept={ACCEPT}
            disabled={working}
            hint="Or drop it here. A new PDF replaces the one below."
            onFiles={choose}
            onRejected={(names) => setNotice(`Only a PDF can be split: “${names[0]}” was not opened.`)}
          />
          <p className="th-hint">
            Your files stay on this device: everything happens in your browser. {keptNote(stored.memoryOnly, formatBytes(entry?.size ?? 0))}
          </p>
          {notice ? <Message tone="warning">{notice}</Message> : null}
          {entry ? (
            <div className={ui.fileCard} data-state={doc?.state ?? 'reading'}>
              <div className={styles.fileRow}>
                <div className={ui.facts}>
                  <p className={ui.fileName}>{entry.name}</p>
                  <p className="th-hint">
                    {formatBytes(entry.size)}
                    {pageCount !== null ? ` · ${plural(pageCount, 'page')}` : doc ? '' : ' · reading…'}
                    {stored.restored ? ' · back from last time' : ''}
                  </p>
                </div>
                <Button size="sm" variant="ghost" onClick={remove} disabled={working} aria-label={`Remove ${entry.name}`}>
                  Remove
                </Button>
              </div>
              {doc?.state === 'locked' ? <PasswordPrompt fileName={entry.name} wrong={doc.wrong} checking={doc.checking} onUnlock={(password) => void unlock(password)} /> : null}
              {doc?.state === 'broken' ? <Message tone="error">{doc.message}</Message> : null}
            </div>
          ) : stored.loading > 0 ? (
            <p className="th-hint">Bringing back your PDF from last time…</p>
          ) : null}
        </section>

        <section className="th-card th-stack" aria-labelledby="spdf-how-heading">
          <h2 id="spdf-how-heading" className={ui.heading}>
            How to split
          </h2>
          <Segmented legend="Split" hideLegend options={segmentOptions(MODES, MODE_LABELS)} value={mode} onChange={setMode} variant="chips" />
          {mode === 'ranges' ? (
            <>
              <TextField
                label="Pages to take out"
                value={rangesText}
                onChange={setRanges}
                placeholder="1-3,5,8-"
                spellCheck={false}
                error={fieldError?.field === 'pages' ? fieldError.error : null}
                hint="Pages and ranges, separated by commas: 1-3,5,8- (8- runs to the last page)."
              />
              <Segmented legend="Output" options={segmentOptions(OUTPUTS, OUTPUT_LABELS)} value={output} onChange={setOutput} />
            </>
          ) : null}
          {mode === 'chunks' ? (
            <TextField
              label="Pages in each file"
              value={sizeText}
              onChange={setSize}
              inputMode="numeric"
              spellCheck={false}
              error={fieldError?.field === 'n' ? fieldError.error : null}
              hint={pageCount !== null ? `From 1 to ${formatNumber(pageCount)}; the last file takes what is left.` : 'The last file takes what is left.'}
            />
          ) : null}
          {plan ? <PlanSummary plan={plan} repeated={planned?.ok ? planned.repeated : []} output={output} mode={mode} pageCount={pageCount ?? 0} /> : null}
        </section>

        <section className="th-card th-stack" aria-labelledby="spdf-result-heading">
          <h2 id="spdf-result-heading" className={ui.heading}>
            Result
          </h2>
          <JobPanel
            state={job.state}
            action="Split PDF"
            verb="Splitting"
            onStart={() => void split()}
            onCancel={job.cancel}
            blocker={blocker}
            cancelledText="Splitting was cancelled. Your PDF and choices are still here: split again when you are ready."
            errorLead="The PDF could not be split."
            summary={(result) =>
              result.blob.type === 'application/zip'
                ? `Split into ${plural(result.details.parts, 'PDF')}, packed in ${result.fileName} (${formatBytes(result.blob.size)}).`
                : `Made ${result.fileName}: ${plural(result.details.pages, 'page')}, ${formatBytes(result.blob.size)}.`
            }
            staleText={stale ? 'The PDF or the choices changed after this result was made. Split again to include the changes.' : null}
          />
        </section>
      </div>

      <section className="th-card th-stack" aria-labelledby="spdf-pages-heading">
        <div className="th-head-row">
          <h2 id="spdf-pages-heading">Pages</h2>
          {pageCount !== null ? <span className="th-hint">{plural(pageCount, 'page')}</span> : null}
        </div>
        {preview && pageCount !== null ? (
          <>
            <p className="th-hint">
              {!plan
                ? 'Choose how to split to see where each page goes.'
                : single
                  ? 'The number under each page is its page number in the new PDF; pages marked “out” are left out.'
                  : 'The number under each page is the file it goes into; pages marked “out” are left out.'}
            </p>
            <PageGrid pageCount={pageCount} marks={marks} single={single} partNames={partNames} render={render} />
          </>
        ) : (
          <p className={ui.empty}>{entry ? (doc ? 'The pages show here once the PDF can be read.' : 'Reading the PDF…') : 'The pages of your PDF show here.'}</p>
        )}
      </section>
    </div>
  );
}
