import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Button, Message, formatBytes, useDraft, useQueryState, SelectField, CheckField, type ToolProps } from '@toolhub/shared';
import { DropZone } from './DropZone';
import { ImageReadError, readPicture, releasePicture, type Picture } from './image';
import { LAYOUTS, STEP_LABEL, checkImageFile, layoutFor, looksLikeImage, tidyText } from './logic';
import { ResultPanel } from './ResultPanel';
import { useOcr, type OcrResult } from './useOcr';
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
  // The visitor's edits of the read text (null: none), and the last result: both outlive a reload.
  const [edits, setEdits, editsDraft] = useDraft<string | null>('image-to-text:text', null);
  const [saved, setSaved, savedDraft] = useDraft<OcrResult | null>('image-to-text:result', null);
  const { job, run, cancel, reset } = useOcr();
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
      editsDraft.clear();
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
      void run(picture, layoutFor(id).psm);
    }
  }

  function readAgain() {
    if (!picture) return;
    void run(picture, layout.psm);
  }

  // A finished job's result is kept as the draft, so a reload shows it again (without the image).
  const finished = job.status === 'done' ? job.result : null;
  useEffect(() => {
    if (finished) setSaved(finished);
  }, [finished, setSaved]);

  function clearAll() {
    openToken.current += 1;
    reset();
    setPicture(null);
    editsDraft.clear();
    savedDraft.clear();
  }

  const running = job.status === 'running';
  const shown = finished ?? (job.status === 'idle' ? saved : null);
  const readText = shown ? tidyText(shown.text, joinLines) : '';

  return (
    <div
      className={`th-stack ${styles.tool}`}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      data-dragging={dragging || undefined}
    >
      <DropZone dragging={dragging} busy={opening} onFile={(file) => void acceptFile(file)} />
      {fileError && <Message tone="error">{fileError}</Message>}

      <div className={styles.options}>
        <SelectField
          id={`${ids}-layout`}
          label="Layout"
          value={layout.id}
          onChange={chooseLayout}
          options={LAYOUTS.map((option) => ({ value: option.id, label: option.label }))}
        />
        <CheckField
          className={styles.check}
          label="Join lines into paragraphs"
          checked={joinLines}
          onChange={(checked) => setJoinParam(checked ? '1' : '')}
        />
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
            <div className="th-stack">
              <Message tone="error">{job.message}</Message>
              {picture && (
                <div className="th-row">
                  <Button onClick={readAgain}>Try again</Button>
                </div>
              )}
            </div>
          )}
          {job.status === 'cancelled' && (
            <div className="th-stack">
              <Message tone="info">Stopped. Read this image again or choose another one.</Message>
              {picture && (
                <div className="th-row">
                  <Button onClick={readAgain}>Read text</Button>
                </div>
              )}
            </div>
          )}
          {shown && (
            <ResultPanel
              text={edits ?? readText}
              readText={readText}
              confidence={shown.confidence}
              seconds={shown.seconds}
              fileName={shown.fileName}
              fromLastVisit={!finished}
              onEdit={setEdits}
              onDiscardEdits={editsDraft.clear}
              onClear={clearAll}
            />
          )}
        </div>
      </div>
    </div>
  );
}
