import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Button, Message, useQueryState, type ToolProps } from '@toolhub/shared';
import { DropZone } from './DropZone';
import { ImageReadError, readPicture, releasePicture, type Picture } from './image';
import { LAYOUTS, STEP_LABEL, checkImageFile, formatBytes, layoutFor, looksLikeImage, tidyText } from './logic';
import { ResultPanel } from './ResultPanel';
import { useOcr } from './useOcr';
import styles from './styles.module.css';

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

export default function ImageToTextTool(_props: ToolProps) {
  const [layoutId, setLayoutId] = useQueryState('layout', 'auto');
  const [joinParam, setJoinParam] = useQueryState('join', '');
  const layout = layoutFor(layoutId);
  const joinLines = joinParam === '1';
  const [picture, setPicture] = useState<Picture | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const { job, run, cancel } = useOcr();
  const ids = useId();
  const openToken = useRef(0);

  // The preview's object URL lives exactly as long as the picture is shown.
  useEffect(() => () => releasePicture(picture), [picture]);
  useEffect(
    () => () => {
      openToken.current += 1;
    },
    [],
  );

  async function acceptFile(file: File) {
    const check = checkImageFile(file);
    if (!check.ok) {
      setFileError(check.message);
      return;
    }
    const token = ++openToken.current;
    setFileError(null);
    setOpening(true);
    try {
      const next = await readPicture(file);
      if (token !== openToken.current) {
        releasePicture(next);
        return;
      }
      setPicture(next);
      setDraft(null);
      void run(next, layout.psm);
    } catch (error) {
      if (token !== openToken.current) return;
      setFileError(error instanceof ImageReadError ? error.message : 'This image could not be opened.');
    } finally {
      if (token === openToken.current) setOpening(false);
    }
  }

  const acceptRef = useRef(acceptFile);
  useEffect(() => {
    acceptRef.current = acceptFile;
  });

  useEffect(() => {
    function onPaste(event: ClipboardEvent) {
      const files = Array.from(event.clipboardData?.files ?? []);
      if (files.length === 0) return;
      event.preventDefault();
      const image = files.find((file) => looksLikeImage(file));
      if (image) void acceptRef.current(image);
      else setFileError('The clipboard holds no image. Copy an image or a screenshot, then paste again.');
    }
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, []);

  function onDragOver(event: DragEvent<HTMLDivElement>) {
    if (!hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  }
  function onDragLeave(event: DragEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  }
  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void acceptFile(file);
    else setFileError('Drop an image file here (not a link or text).');
  }

  function chooseLayout(id: string) {
    setLayoutId(id);
    if (picture && job.status !== 'idle') {
      setDraft(null);
      void run(picture, layoutFor(id).psm);
    }
  }

  function readAgain() {
    if (!picture) return;
    setDraft(null);
    void run(picture, layout.psm);
  }

  const running = job.status === 'running';
  const resultText = draft ?? (job.status === 'done' ? tidyText(job.text, joinLines) : '');

  return (
    <div
      className={styles.tool}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      data-dragging={dragging || undefined}
    >
      <DropZone dragging={dragging} busy={opening} onFile={(file) => void acceptFile(file)} />
      {fileError && <Message tone="error">{fileError}</Message>}

      <div className={styles.options}>
        <div className="th-field">
          <label htmlFor={`${ids}-layout`}>Layout</label>
          <select id={`${ids}-layout`} className="th-select" value={layout.id} onChange={(event) => chooseLayout(event.target.value)}>
            {LAYOUTS.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={joinLines}
            onChange={(event) => {
              setJoinParam(event.target.checked ? '1' : '');
              setDraft(null);
            }}
          />
          Join lines into paragraphs
        </label>
        <p className={`th-hint ${styles.language}`}>Language: English</p>
      </div>

      <div className={styles.workspace} data-has-picture={picture ? true : undefined}>
        {picture && (
          <figure className={styles.preview}>
            <img src={picture.url} alt={`Preview of ${picture.file.name || 'the image'}`} />
            <figcaption>
              <span className={styles.fileName}>{picture.file.name || 'Pasted image'}</span>
              <span>
                {picture.width} × {picture.height} px · {formatBytes(picture.file.size)}
              </span>
            </figcaption>
          </figure>
        )}

        <div className={styles.output}>
          {running && (
            <div className={styles.progress}>
              <div className={styles.progressHead}>
                <span id={`${ids}-step`}>{STEP_LABEL[job.step]}…</span>
                <span aria-hidden="true">{job.percent}%</span>
              </div>
              <progress max={100} value={job.percent} aria-labelledby={`${ids}-step`} />
              <p className="th-visually-hidden" aria-live="polite">
                {STEP_LABEL[job.step]}
              </p>
              <div className="th-row">
                <Button size="sm" onClick={cancel}>
                  Cancel
                </Button>
              </div>
            </div>
          )}
          {job.status === 'failed' && (
            <div className={styles.failure}>
              <Message tone="error">{job.message}</Message>
              {picture && (
                <div className="th-row">
                  <Button onClick={readAgain}>Try again</Button>
                </div>
              )}
            </div>
          )}
          {job.status === 'cancelled' && (
            <div className={styles.failure}>
              <Message tone="info">Stopped. Read this image again or choose another one.</Message>
              {picture && (
                <div className="th-row">
                  <Button onClick={readAgain}>Read text</Button>
                </div>
              )}
            </div>
          )}
          {job.status === 'done' && (
            <ResultPanel
              text={resultText}
              found={job.text.trim() !== ''}
              confidence={job.confidence}
              seconds={job.seconds}
              fileName={job.fileName}
              onEdit={setDraft}
            />
          )}
        </div>
      </div>
    </div>
  );
}
