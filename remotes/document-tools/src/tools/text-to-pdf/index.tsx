import { useEffect, useMemo, useState } from 'react';
import { Button, CopyButton, Message, formatNumber, useDraft, useQueryState, useWorkerTask, type ToolProps } from '@toolhub/shared';
import { PageSetupCard } from '../../pdf-ui/PageSetupCard';
import { useTypedSettings } from '../../url-settings/useTypedSettings';
import { analyzeText, OFFLOAD_CHARS, type AnalyzeJob } from './analyze';
import { adoptLegacyTextDraft } from './legacyDraft';
import { bodyLinesPerPage } from './logic';
import { MissingCharacters } from './MissingCharacters';
import { Result } from './Result';
import { SettingsForm } from './SettingsForm';
import { DEFAULT_RAW, PAGE_SIZES, parseSettings, type RawSettings, type Settings } from './settings';
import { TextSource, type FileOutcome } from './TextSource';
import { useGenerate } from './useGenerate';
import ui from '../../pdf-ui/styles.module.css';
import styles from './styles.module.css';

/** Past this the layout alone takes many seconds and the PDF hundreds of megabytes. */
export const MAX_CHARS = 5_000_000;

const createAnalyzeWorker = () => new Worker(new URL('./analyze.worker.ts', import.meta.url));

/** Settings kept in the URL; the title is typed content, kept as a draft instead. */
const QUERY_KEYS: Record<Exclude<keyof RawSettings, 'title'>, string> = {
  size: 'size',
  orientation: 'orient',
  margin: 'margin',
  font: 'font',
  fontSize: 'fs',
  lineHeight: 'lh',
  tabSize: 'tab',
  pageNumbers: 'num',
};

/**
 * The title, a draft that survives a reload. Links made before it moved out of the URL carry it
 * as ?title=: such a value fills the field once and leaves the address.
 */
function useTitleDraft(): [string, (value: string) => void] {
  const [title, setTitle] = useDraft('text-to-pdf:title', DEFAULT_RAW.title);
  const [legacy, setLegacy] = useQueryState('title', '');
  useEffect(() => {
    if (legacy === '') return;
    setTitle(legacy);
    setLegacy('');
  }, [legacy, setTitle, setLegacy]);
  return [title, setTitle];
}

function useRawSettings(): [RawSettings, (key: keyof RawSettings, value: string) => void, () => void] {
  const [size, setSize] = useQueryState(QUERY_KEYS.size, DEFAULT_RAW.size);
  const [orientation, setOrientation] = useQueryState(QUERY_KEYS.orientation, DEFAULT_RAW.orientation);
  const [margin, setMargin] = useQueryState(QUERY_KEYS.margin, DEFAULT_RAW.margin);
  const [font, setFont] = useQueryState(QUERY_KEYS.font, DEFAULT_RAW.font);
  const [fontSize, setFontSize] = useQueryState(QUERY_KEYS.fontSize, DEFAULT_RAW.fontSize);
  const [lineHeight, setLineHeight] = useQueryState(QUERY_KEYS.lineHeight, DEFAULT_RAW.lineHeight);
  const [tabSize, setTabSize] = useQueryState(QUERY_KEYS.tabSize, DEFAULT_RAW.tabSize);
  const [title, setTitle] = useTitleDraft();
  const [pageNumbers, setPageNumbers] = useQueryState(QUERY_KEYS.pageNumbers, DEFAULT_RAW.pageNumbers);
  const raw = useMemo<RawSettings>(
    () => ({ size, orientation, margin, font, fontSize, lineHeight, tabSize, title, pageNumbers }),
    [size, orientation, margin, font, fontSize, lineHeight, tabSize, title, pageNumbers],
  );
  const setters: Record<keyof RawSettings, (value: string) => void> = {
    size: setSize,
    orientation: setOrientation,
    margin: setMargin,
    font: setFont,
    fontSize: setFontSize,
    lineHeight: setLineHeight,
    tabSize: setTabSize,
    title: setTitle,
    pageNumbers: setPageNumbers,
  };
  // Reset puts the page setup back; the title is content and stays.
  const { typed, type, reset } = useTypedSettings<RawSettings>(Object.values(QUERY_KEYS));
  const effective = useMemo<RawSettings>(() => ({ ...raw, ...typed, title }), [raw, typed, title]);
  const set = (key: keyof RawSettings, value: string) => {
    if (key !== 'title') type(key, value);
    setters[key](value);
  };
  return [effective, set, reset];
}

function sameSettings(a: Settings, b: Settings): boolean {
  return (Object.keys(a) as (keyof Settings)[]).every((key) => a[key] === b[key]);
}

function plural(n: number, one: string, many: string): string {
  return `${formatNumber(n)} ${n === 1 ? one : many}`;
}

export default function TextToPdfTool({ tool }: ToolProps) {
  // Adopted before the draft is first read, so an old localStorage draft shows at once.
  useState(adoptLegacyTextDraft);
  const [text, setText, draft] = useDraft('text-to-pdf:text', '');
  const [fileNote, setFileNote] = useState<FileOutcome | null>(null);
  const [raw, setRaw, resetSettings] = useRawSettings();
  const parsed = useMemo(() => parseSettings(raw), [raw]);
  const { state, generate, cancel } = useGenerate();

  const tooLong = text.length > MAX_CHARS;
  const font = parsed.ok ? parsed.settings.font : raw.font === 'mono' ? 'mono' : 'sans';
  const job = useMemo<AnalyzeJob>(
    () => ({ text, title: raw.title, font, settings: parsed.ok ? parsed.settings : null, tooLong }),
    [text, raw.title, font, parsed, tooLong],
  );
  // A long text is estimated in a worker; meanwhile the last figures stay, marked as updating.
  const analysis = useWorkerTask({ input: job, run: analyzeText, createWorker: createAnalyzeWorker, offload: text.length > OFFLOAD_CHARS });
  const facts = analysis.result;
  const missing = { missing: facts?.missing ?? [], count: facts?.missingCount ?? 0 };
  const rightToLeft = facts?.rightToLeft ?? false;
  const estimate = facts?.pages != null ? { pages: facts.pages } : null;

  const empty = text.trim() === '' && raw.title.trim() === '';
  const working = state.status === 'working';
  const canCreate = parsed.ok && !empty && !tooLong && !working;
  const stale = state.status === 'done' && (state.source.text !== text || !parsed.ok || !sameSettings(state.source.settings, parsed.settings));

  function create() {
    if (parsed.ok && !empty && !tooLong && !working) void generate(text, parsed.settings);
  }

  function onFile(outcome: FileOutcome) {
    setFileNote(outcome);
    // The text box would show \r\n as \n anyway; storing it the same way keeps counts honest.
    if (outcome.ok) setText(outcome.text.replace(/\r\n?/g, '\n'));
  }

  const lines = facts?.lines ?? 0;
  const pageLabel = parsed.ok
    ? `${PAGE_SIZES[parsed.settings.size].label} ${parsed.settings.orientation}`
    : '';

  return (
    <div className={`th-columns ${styles.tool}`} data-tool={tool.path}>
      <section className="th-card th-stack" aria-labelledby="ttp-text-heading">
        <h2 id="ttp-text-heading" className="th-visually-hidden">
          Your text
        </h2>
        <TextSource
          text={text}
          invalid={tooLong}
          describedBy="ttp-text-stats"
          onText={(next) => {
            setText(next);
            setFileNote(null);
          }}
          onFile={onFile}
          onSubmit={create}
        />
        <p id="ttp-text-stats" className="th-hint">
          {plural(text.length, 'character', 'characters')} of up to {formatNumber(MAX_CHARS)}
          {facts ? ` · ${plural(lines, 'line', 'lines')}` : ''} · Ctrl+Enter creates the PDF
          {draft.restored ? ' · Your text from last time is back: it stays in this browser until you clear it.' : ''}
        </p>
        {tooLong ? (
          <Message tone="error">
            That is {formatNumber(text.length)} characters; a PDF can be made from up to {formatNumber(MAX_CHARS)}. Split the text into
            smaller parts.
          </Message>
        ) : null}
        {fileNote ? <Message tone={fileNote.ok ? 'info' : 'error'}>{fileNote.ok ? fileNote.note : fileNote.message}</Message> : null}
      </section>

      <div className="th-stack">
        <PageSetupCard headingId="ttp-settings-heading" onReset={resetSettings}>
          <SettingsForm raw={raw} errors={parsed.ok ? {} : parsed.errors} onChange={setRaw} />
        </PageSetupCard>

        <section className="th-card th-stack" aria-labelledby="ttp-pdf-heading">
          <div className="th-head-row">
            <h2 id="ttp-pdf-heading">Your PDF</h2>
          </div>
          {analysis.working ? (
            <div className="th-row" role="status">
              <span className="th-hint">Estimating the page count…</span>
              <Button size="sm" onClick={analysis.cancel}>
                Cancel
              </Button>
            </div>
          ) : null}
          <p className={ui.summary} aria-live="polite" aria-busy={analysis.working || undefined}>
            {analysis.cancelled ? (
              'Estimating stopped. Edit the text or a setting to estimate again.'
            ) : analysis.error ? (
              `The page count could not be estimated: ${analysis.error}`
            ) : analysis.working && !estimate ? (
              'Estimating…'
            ) : estimate && parsed.ok ? (
              <>
                About <strong>{plural(estimate.pages, 'page', 'pages')}</strong> · {pageLabel} ·{' '}
                {plural(bodyLinesPerPage(parsed.settings), 'line', 'lines')} per page
              </>
            ) : tooLong ? (
              'The text is too long to estimate.'
            ) : (
              'Fix the settings marked above to see the page count.'
            )}
          </p>
          <MissingCharacters missing={missing.missing} count={missing.count} />
          {rightToLeft ? (
            <Message tone="info">Right-to-left text (Hebrew, Arabic) is written left to right in the PDF, so it may read back to front.</Message>
          ) : null}
          <div className="th-row">
            <Button variant="primary" onClick={create} disabled={!canCreate}>
              {working ? 'Creating PDF…' : 'Create PDF'}
            </Button>
            <CopyButton text={() => window.location.href} label="Copy settings link" size="sm" variant="ghost" />
          </div>
          {empty && state.status === 'idle' ? <p className="th-hint">Type, paste or open some text to create a PDF.</p> : null}
          <div aria-live="polite">
            <Result state={state} stale={stale} onCancel={cancel} />
          </div>
        </section>
      </div>
    </div>
  );
}
