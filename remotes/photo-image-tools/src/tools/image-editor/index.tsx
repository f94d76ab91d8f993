import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Message, type ToolProps } from '@toolhub/shared';
import { AdjustPanel } from './AdjustPanel';
import { CropBox } from './CropBox';
import { CropPanel } from './CropPanel';
import { closeImage, decodeImage, OpenError, type OpenedImage } from './decode';
import { ExportPanel } from './ExportPanel';
import {
  activeEdits,
  adjustmentsOf,
  aspectRatio,
  canRedo,
  canUndo,
  describeEdit,
  EMPTY_HISTORY,
  fitAspect,
  initialPlan,
  isWholeImage,
  NEUTRAL,
  outputSize,
  planOf,
  pushEdit,
  redo,
  undo,
  type Edit,
  type History,
  type Rect,
} from './logic';
import { OpenImage } from './OpenImage';
import { Preview } from './Preview';
import { ResizePanel } from './ResizePanel';
import { usePreviewSource } from './usePreviewSource';
import { useDropArea } from '../../ui/useDropArea';
import ui from '../../ui/panel.module.css';
import styles from './styles.module.css';

const NO_RECT: Rect = { x: 0, y: 0, width: 1, height: 1 };

/** Keys typed into text fields keep their usual meaning (the field's own undo, pasting text). */
function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && !['range', 'checkbox', 'radio', 'button', 'file', 'color'].includes(target.type);
}

export default function ImageEditorTool(_props: ToolProps) {
  const [image, setImage] = useState<OpenedImage | null>(null);
  const [history, setHistory] = useState<History>(EMPTY_HISTORY);
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [crop, setCrop] = useState<{ rect: Rect; aspect: string } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [comparing, setComparing] = useState(false);
  const [previewBroken, setPreviewBroken] = useState(false);

  const edits = useMemo(() => activeEdits(history), [history]);
  const plan = useMemo(() => (image ? planOf(edits, image.size) : null), [edits, image]);
  const adjustments = useMemo(() => adjustmentsOf(edits), [edits]);
  const original = useMemo(() => (image ? initialPlan(image.size) : null), [image]);
  const source = usePreviewSource(image, plan?.source ?? NO_RECT);
  const size = plan ? outputSize(plan) : null;

  // The decoded original is released when replaced or when the page is left.
  const imageRef = useRef<OpenedImage | null>(null);
  const openCount = useRef(0);
  useEffect(
    () => () => {
      if (imageRef.current) closeImage(imageRef.current);
      imageRef.current = null;
    },
    [],
  );

  const open = useCallback(async (file: File) => {
    const ticket = ++openCount.current;
    setError(null);
    setOpening(true);
    try {
      const next = await decodeImage(file);
      if (ticket !== openCount.current) {
        closeImage(next);
        return;
      }
      if (imageRef.current) closeImage(imageRef.current);
      imageRef.current = next;
      setImage(next);
      setHistory(EMPTY_HISTORY);
      setCrop(null);
      setPreviewBroken(false);
      setAnnouncement(`Opened ${next.name}.`);
    } catch (problem) {
      if (ticket === openCount.current) {
        setError(problem instanceof OpenError ? problem.message : `“${file.name}” could not be opened.`);
      }
    } finally {
      if (ticket === openCount.current) setOpening(false);
    }
  }, []);

  function apply(edit: Edit) {
    setHistory((current) => pushEdit(current, edit));
    if (edit.kind !== 'adjust') setAnnouncement(`${describeEdit(edit)}.`);
  }

  const step = useCallback((direction: 'undo' | 'redo') => {
    setCrop(null);
    setHistory((current) => {
      if (direction === 'undo' ? !canUndo(current) : !canRedo(current)) return current;
      const edit = current.edits[direction === 'undo' ? current.cursor - 1 : current.cursor];
      if (edit) setAnnouncement(`${direction === 'undo' ? 'Undid' : 'Redid'} ${describeEdit(edit).toLowerCase()}.`);
      return direction === 'undo' ? undo(current) : redo(current);
    });
  }, []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || isTextEntry(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' || key === 'y') {
        event.preventDefault();
        step(key === 'y' || event.shiftKey ? 'redo' : 'undo');
      }
    }
    function onPaste(event: ClipboardEvent) {
      if (isTextEntry(event.target)) return;
      const file = Array.from(event.clipboardData?.files ?? []).find((candidate) => candidate.type.startsWith('image/'));
      if (file) {
        event.preventDefault();
        void open(file);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    document.addEventListener('paste', onPaste);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('paste', onPaste);
    };
  }, [step, open]);

  const { dragging, dropProps } = useDropArea((transfer) => {
    const file = transfer.files[0];
    if (file) void open(file);
  });

  function startCrop() {
    if (!size) return;
    setCrop({ rect: fitAspect(size, null), aspect: 'free' });
  }

  function applyCrop() {
    if (crop && size && !isWholeImage(crop.rect, size)) apply({ kind: 'crop', rect: crop.rect });
    setCrop(null);
  }

  const lastEdit = history.edits[history.cursor - 1];
  const nextEdit = history.edits[history.cursor];
  const cropping = crop !== null;

  return (
    <div className={`th-stack ${ui.tool}`} {...dropProps}>
      {error && <Message tone="error">{error}</Message>}
      {opening && <Message tone="info">Opening image…</Message>}
      {!image && <OpenImage onFile={(file) => void open(file)} onProblem={setError} compact={false} dragging={dragging} />}
      {image && plan && size && original && (
        <>
          <div className="th-row" role="group" aria-label="Edit tools">
            <Button size="sm" onClick={() => step('undo')} disabled={!canUndo(history)} title={lastEdit ? `Undo ${describeEdit(lastEdit).toLowerCase()} (Ctrl+Z)` : 'Nothing to undo'}>
              ↶ Undo
            </Button>
            <Button size="sm" onClick={() => step('redo')} disabled={!canRedo(history)} title={nextEdit ? `Redo ${describeEdit(nextEdit).toLowerCase()} (Ctrl+Shift+Z)` : 'Nothing to redo'}>
              ↷ Redo
            </Button>
            <span className={styles.divider} aria-hidden="true" />
            <Button size="sm" disabled={cropping} onClick={() => apply({ kind: 'rotate', direction: 'left' })}>
              ⟲ Rotate left
            </Button>
            <Button size="sm" disabled={cropping} onClick={() => apply({ kind: 'rotate', direction: 'right' })}>
              ⟳ Rotate right
            </Button>
            <Button size="sm" disabled={cropping} onClick={() => apply({ kind: 'flip', axis: 'horizontal' })}>
              ⇆ Flip horizontal
            </Button>
            <Button size="sm" disabled={cropping} onClick={() => apply({ kind: 'flip', axis: 'vertical' })}>
              ⇅ Flip vertical
            </Button>
            <Button size="sm" aria-pressed={cropping} onClick={() => (cropping ? setCrop(null) : startCrop())}>
              ✂ Crop
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-pressed={comparing}
              onPointerDown={() => setComparing(true)}
              onPointerUp={() => setComparing(false)}
              onPointerLeave={() => setComparing(false)}
              onKeyDown={(event) => {
                if (event.key === ' ' || event.key === 'Enter') setComparing(true);
              }}
              onKeyUp={() => setComparing(false)}
              onBlur={() => setComparing(false)}
            >
              Hold to see original
            </Button>
            <OpenImage onFile={(file) => void open(file)} onProblem={setError} compact dragging={dragging} />
          </div>

          <div className={`th-columns ${styles.workspace}`}>
            <div className={styles.stageColumn}>
              {previewBroken && <Message tone="warning">This browser could not draw the preview. Export may still work.</Message>}
              <Preview
                source={source}
                plan={comparing ? original : plan}
                adjustments={comparing ? NEUTRAL : adjustments}
                label={`${comparing ? 'Original' : 'Edited'} ${image.name}, ${size.width} by ${size.height} pixels`}
                onUnavailable={() => setPreviewBroken(true)}
              >
                {crop && !comparing && (
                  <CropBox
                    rect={crop.rect}
                    bounds={size}
                    ratio={aspectRatio(crop.aspect)}
                    onChange={(rect) => setCrop({ ...crop, rect })}
                    onApply={applyCrop}
                    onCancel={() => setCrop(null)}
                  />
                )}
              </Preview>
              <p className={styles.status} aria-live="polite">
                <span className={styles.fileName}>{image.name}</span> · {size.width} × {size.height} px
                {dragging ? ' · Drop to open another image' : ''}
                <span className="th-visually-hidden"> {announcement}</span>
              </p>
            </div>
            <div className="th-stack">
              {crop ? (
                <CropPanel
                  rect={crop.rect}
                  bounds={size}
                  aspect={crop.aspect}
                  onAspect={(aspect) => setCrop({ aspect, rect: fitAspect(size, aspectRatio(aspect)) })}
                  onChange={(rect) => setCrop({ ...crop, rect })}
                  onApply={applyCrop}
                  onCancel={() => setCrop(null)}
                />
              ) : (
                <ResizePanel size={size} onResize={(next) => apply({ kind: 'resize', ...next })} />
              )}
              <AdjustPanel
                adjustments={adjustments}
                onAdjust={(control, value) => apply({ kind: 'adjust', control, value })}
                onReset={() => apply({ kind: 'reset-adjustments' })}
              />
              <ExportPanel image={image} plan={plan} adjustments={adjustments} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
