import { useMemo, useState, type FormEvent } from 'react';
import { Button, FileDrop, formatBytes, Message, TextField, useDraft, useQueryState, type ToolProps } from '@toolhub/shared';
import { PDF_MESSAGES, precheckPdf } from '../../pdf/problems';
import { useResetQuery } from '../../url-settings/useResetQuery';
import { DEFAULT_LEVEL, dpiChoice, readSettings, sameSettings, type DpiChoice, type Level } from './logic';
import { Preview } from './Preview';
import { Result } from './Result';
import { Settings, type SettingsActions } from './Settings';
import { useCompress } from './useCompress';
import styles from './styles.module.css';

/** Larger files need more memory than a browser tab can count on. */
export const MAX_FILE_BYTES = 250 * 1024 * 1024;
/** Files up to this size are kept in the browser for the next visit; larger ones for this visit only. */
export const MAX_DRAFT_BYTES = 100 * 1024 * 1024;

const QUERY_KEYS = ['level', 'q', 'dpi', 'grey', 'meta'] as const;
type Note = { tone: 'info' | 'error'; text: string };

function useSettings() {
  const [level, setLevel] = useQueryState('level', DEFAULT_LEVEL);
  const [q, setQ] = useQueryState('q', '');
  const [dpi, setDpi] = useQueryState('dpi', '');
  const [grey, setGrey] = useQueryState('grey', '');
  const [meta, setMeta] = useQueryState('meta', '');
  const reset = useResetQuery(QUERY_KEYS);
  const settings = useMemo(() => readSettings({ level, q, dpi, grey, meta }), [level, q, dpi, grey, meta]);
  const toCustom = (quality: number, choice: DpiChoice) => {
    setLevel('custom');
    setQ(String(quality));
    setDpi(choice);
  };
  const actions: SettingsActions = {
    setLevel: (next: Level) => {
      // Custom starts from the values in force; a preset needs no values of its own in the link.
      if (next === 'custom') toCustom(settings.quality, dpiChoice(settings.maxDpi));
      else {
        setLevel(next);
        setQ('');
        setDpi('');
      }
    },
    setQuality: (quality) => toCustom(quality, dpiChoice(settings.maxDpi)),
    setDpi: (choice) => toCustom(settings.quality, choice),
    setGrayscale: (on) => setGrey(on ? '1' : ''),
    setRemoveMetadata: (on) => setMeta(on ? '1' : ''),
    reset,
  };
  return [settings, actions] as const;
}

async function checkFile(file: File): Promise<string | null> {
  if (file.size > MAX_FILE_BYTES) return `“${file.name}” is ${formatBytes(file.size)}; PDFs up to ${formatBytes(MAX_FILE_BYTES)} can be compressed here.`;
  const problem = precheckPdf(new Uint8Array(await file.slice(0, 1024).arrayBuffer()));
  return problem ? `“${file.name}”: ${PDF_MESSAGES[problem]}` : null;
}

export default function PdfCompressorTool({ tool }: ToolProps) {
  const [settings, actions] = useSettings();
  const [draftFile, setStoredFile, draft] = useDraft<File | null>('pdf-compressor:file', null);
  // Whatever storage gives back is used only if it is still a file.
  const storedFile = draftFile instanceof File ? draftFile : null;
  const [visitFile, setVisitFile] = useState<File | null>(null);
  const file = visitFile ?? storedFile;
  const [note, setNote] = useState<Note | null>(null);
  const [password, setPassword] = useState('');
  const { state, compress, cancel, reset } = useCompress();
  const working = state.status === 'working';
  const stale = state.status === 'done' && (state.file !== file || !sameSettings(state.settings, settings));

  async function choose(files: File[]) {
    const chosen = files[0];
    if (!chosen) return;
    const problem = await checkFile(chosen);
    if (problem) {
      setNote({ tone: 'error', text: problem });
      return;
    }
    const keep = chosen.size <= MAX_DRAFT_BYTES;
    setStoredFile(keep ? chosen : null);
    setVisitFile(keep ? null : chosen);
    setNote(
      keep
        ? null
        : { tone: 'info', text: `This file is over ${formatBytes(MAX_DRAFT_BYTES)}, so it is not kept for your next visit: it stays here until you reload or leave the page.` },
    );
    setPassword('');
    void compress(chosen, settings);
  }

  function remove() {
    setStoredFile(null);
    setVisitFile(null);
    setNote(null);
    setPassword('');
    reset();
  }

  function unlock(event: FormEvent) {
    event.preventDefault();
    if (file && password) void compress(file, settings, password);
  }

  const done = state.status === 'done' ? state : null;
  const showPreview = done?.result.blob && done.report.pageCount > 0;

  return (
    <div className={`th-columns ${styles.tool}`} data-tool={tool.path}>
      <div className="th-stack">
        <section className="th-card th-stack" aria-labelledby="pdc-file-heading">
          <h2 id="pdc-file-heading">Your PDF</h2>
          <FileDrop
            label="Choose a PDF"
            accept="application/pdf,.pdf"
            disabled={working}
            onFiles={(files) => void choose(files)}
            onRejected={(names) => setNote({ tone: 'error', text: `“${names[0]}”: ${PDF_MESSAGES['not-pdf']}` })}
            hint={`Or drop it here. Up to ${formatBytes(MAX_FILE_BYTES)}. Your files stay on this device: everything happens in your browser.`}
          />
          {note && <Message tone={note.tone}>{note.text}</Message>}
          {file && (
            <div className={styles.fileRow}>
              <span className={styles.fileName}>{file.name}</span>
              <span className="th-hint">{formatBytes(file.size)}</span>
              <Button size="sm" variant="ghost" onClick={remove} disabled={working} aria-label={`Remove ${file.name}`}>
                Remove
              </Button>
            </div>
          )}
          {file && storedFile && draft.restored && state.status === 'idle' && (
            <p className="th-hint">Your PDF from last time is back: it stays in this browser until you remove it.</p>
          )}
          {state.status === 'locked' && (
            <form className="th-stack" onSubmit={unlock}>
              <Message tone={state.problem === 'wrong-password' ? 'error' : 'info'}>{state.message}</Message>
              <TextField label="Password" type="password" value={password} onChange={setPassword} autoComplete="off" />
              <div className="th-row">
                <Button type="submit" variant="primary" disabled={!password}>
                  Unlock and compress
                </Button>
              </div>
              <p className="th-hint">The compressed copy is saved without a password.</p>
            </form>
          )}
        </section>
        <Settings settings={settings} actions={actions} />
      </div>

      <div className="th-stack">
        <section className="th-card th-stack" aria-labelledby="pdc-result-heading">
          <div className="th-head-row">
            <h2 id="pdc-result-heading">Result</h2>
          </div>
          <div className="th-row">
            <Button variant="primary" disabled={!file || working} onClick={() => file && void compress(file, settings, password)}>
              Compress PDF
            </Button>
          </div>
          <div aria-live="polite" className="th-stack">
            {!file && state.status === 'idle' && <p className="th-hint">Choose a PDF: it is compressed as soon as you pick it, with the settings shown.</p>}
            {file && state.status === 'idle' && <p className="th-hint">Press Compress PDF to make “{file.name}” smaller.</p>}
            <Result state={state} stale={stale} strongest={settings.level === 'strong' && settings.grayscale} onCancel={cancel} />
          </div>
        </section>
        {done && showPreview && done.result.blob && (
          <section className="th-card th-stack" aria-labelledby="pdc-preview-heading">
            <h2 id="pdc-preview-heading">Before and after</h2>
            <Preview key={done.result.url} original={done.file} compressed={done.result.blob} password={done.password} pageCount={done.report.pageCount} startPage={done.report.changedPage} />
          </section>
        )}
      </div>
    </div>
  );
}
