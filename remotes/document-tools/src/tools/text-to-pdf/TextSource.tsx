import { useRef, type ChangeEvent, type DragEvent, type KeyboardEvent } from 'react';
import { Button, formatBytes, LargeTextArea } from '@toolhub/shared';
import { decodeText, looksBinary } from './text';
import styles from './styles.module.css';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;

export type FileOutcome = { ok: true; text: string; note: string } | { ok: false; message: string };

async function readFile(file: File): Promise<FileOutcome> {
  if (file.size > MAX_FILE_BYTES) {
    return { ok: false, message: `“${file.name}” is ${formatBytes(file.size)}; files up to ${formatBytes(MAX_FILE_BYTES)} can be opened.` };
  }
  try {
    const { text, encoding } = decodeText(new Uint8Array(await file.arrayBuffer()));
    if (looksBinary(text)) {
      return { ok: false, message: `“${file.name}” is not a plain text file. Open a .txt file, or copy the text and paste it here.` };
    }
    const how = encoding === 'utf-8' ? '' : `, read as ${encoding === 'windows-1252' ? 'Windows-1252 (it was not UTF-8)' : encoding.toUpperCase()}`;
    return { ok: true, text, note: `Opened “${file.name}” (${formatBytes(file.size)}${how}).` };
  } catch {
    return { ok: false, message: `“${file.name}” could not be read.` };
  }
}

interface Props {
  text: string;
  invalid: boolean;
  describedBy: string;
  onText: (text: string) => void;
  onFile: (outcome: FileOutcome) => void;
  onSubmit: () => void;
}

/** The text box, plus opening or dropping a .txt file into it. */
export function TextSource({ text, invalid, describedBy, onText, onFile, onSubmit }: Props) {
  const fileInput = useRef<HTMLInputElement>(null);

  async function open(file: File | undefined) {
    if (file) onFile(await readFile(file));
  }

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    void open(event.target.files?.[0]);
    // Picking the same file again should load it again.
    event.target.value = '';
  }

  function onDrop(event: DragEvent<HTMLTextAreaElement>) {
    const file = event.dataTransfer.files?.[0];
    if (!file) return;
    event.preventDefault();
    void open(file);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmit();
    }
  }

  return (
    <div className="th-stack">
      <div className="th-head-row">
        <label htmlFor="ttp-text" className={styles.sourceLabel}>
          Text
        </label>
        <div className="th-row">
          <input
            ref={fileInput}
            id="ttp-file"
            type="file"
            accept=".txt,.text,.md,.csv,.log,text/plain"
            className="th-visually-hidden"
            tabIndex={-1}
            aria-label="Open a text file"
            onChange={onPick}
          />
          <Button size="sm" onClick={() => fileInput.current?.click()}>
            Open .txt file
          </Button>
          <Button size="sm" variant="ghost" onClick={() => onText('')} disabled={text === ''}>
            Clear
          </Button>
        </div>
      </div>
      <LargeTextArea
        id="ttp-text"
        className={`th-textarea ${styles.textarea}`}
        value={text}
        spellCheck={false}
        placeholder="Type or paste your text here, or drop a .txt file."
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onValueChange={onText}
        onDragOver={(event) => {
          if (event.dataTransfer.types.includes('Files')) event.preventDefault();
        }}
        onDrop={onDrop}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
