/**
 * The edit list: the original image is never changed, only this list. Undo moves a cursor back,
 * redo forward, and a new edit drops whatever had been undone.
 */
import { applyGeometry, initialPlan, type GeometryEdit, type Plan, type Size } from './geometry';

export type AdjustControl = 'brightness' | 'contrast' | 'saturation' | 'grayscale' | 'sepia' | 'invert' | 'blur';

export type Adjustments = Record<AdjustControl, number>;

/** Slider ranges: brightness/contrast/saturation are ±percent, filters are percent, blur is pixels. */
export const ADJUST_RANGES: Record<AdjustControl, { min: number; max: number; label: string }> = {
  brightness: { min: -100, max: 100, label: 'Brightness' },
  contrast: { min: -100, max: 100, label: 'Contrast' },
  saturation: { min: -100, max: 100, label: 'Saturation' },
  grayscale: { min: 0, max: 100, label: 'Grayscale' },
  sepia: { min: 0, max: 100, label: 'Sepia' },
  invert: { min: 0, max: 100, label: 'Invert' },
  blur: { min: 0, max: 40, label: 'Blur' },
};

export const NEUTRAL: Adjustments = { brightness: 0, contrast: 0, saturation: 0, grayscale: 0, sepia: 0, invert: 0, blur: 0 };

export type Edit = GeometryEdit | { kind: 'adjust'; control: AdjustControl; value: number } | { kind: 'reset-adjustments' };

export interface History {
  edits: readonly Edit[];
  /** edits[0, cursor) are in effect; the rest can be redone. */
  cursor: number;
}

export const EMPTY_HISTORY: History = { edits: [], cursor: 0 };

export function activeEdits(history: History): readonly Edit[] {
  return history.edits.slice(0, history.cursor);
}

export function adjustmentsOf(edits: readonly Edit[]): Adjustments {
  const result = { ...NEUTRAL };
  for (const edit of edits) {
    if (edit.kind === 'adjust') result[edit.control] = edit.value;
    else if (edit.kind === 'reset-adjustments') Object.assign(result, NEUTRAL);
  }
  return result;
}

export function planOf(edits: readonly Edit[], original: Size): Plan {
  let plan = initialPlan(original);
  for (const edit of edits) {
    if (edit.kind !== 'adjust' && edit.kind !== 'reset-adjustments') plan = applyGeometry(plan, edit);
  }
  return plan;
}

export function clampAdjustment(control: AdjustControl, value: number): number {
  const { min, max } = ADJUST_RANGES[control];
  return Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : 0;
}

/**
 * Adds an edit. Dragging a slider fires many changes: consecutive changes of the same control
 * become one step, and edits that change nothing are not recorded.
 */
export function pushEdit(history: History, edit: Edit): History {
  const active = activeEdits(history);
  const current = adjustmentsOf(active);
  if (edit.kind === 'adjust') {
    const value = clampAdjustment(edit.control, edit.value);
    const top = active[active.length - 1];
    if (top?.kind === 'adjust' && top.control === edit.control) {
      const before = adjustmentsOf(active.slice(0, -1))[edit.control];
      const rest = active.slice(0, -1);
      // Sliding back to where the step started cancels the step.
      const edits = value === before ? rest : [...rest, { ...edit, value }];
      return { edits, cursor: edits.length };
    }
    if (current[edit.control] === value) return history;
    const edits = [...active, { ...edit, value }];
    return { edits, cursor: edits.length };
  }
  if (edit.kind === 'reset-adjustments' && Object.values(current).every((value) => value === 0)) return history;
  const edits = [...active, edit];
  return { edits, cursor: edits.length };
}

export const canUndo = (history: History): boolean => history.cursor > 0;
export const canRedo = (history: History): boolean => history.cursor < history.edits.length;

export function undo(history: History): History {
  return canUndo(history) ? { ...history, cursor: history.cursor - 1 } : history;
}

export function redo(history: History): History {
  return canRedo(history) ? { ...history, cursor: history.cursor + 1 } : history;
}

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/** Words for an edit, for the undo/redo buttons and announcements. */
export function describeEdit(edit: Edit): string {
  switch (edit.kind) {
    case 'crop':
      return `Crop to ${Math.round(edit.rect.width)} × ${Math.round(edit.rect.height)}`;
    case 'rotate':
      return edit.direction === 'left' ? 'Rotate left' : 'Rotate right';
    case 'flip':
      return edit.axis === 'horizontal' ? 'Flip horizontal' : 'Flip vertical';
    case 'resize':
      return `Resize to ${edit.width} × ${edit.height}`;
    case 'reset-adjustments':
      return 'Reset adjustments';
    case 'adjust': {
      const { label } = ADJUST_RANGES[edit.control];
      if (edit.control === 'blur') return `${label} ${edit.value}px`;
      if (edit.control === 'brightness' || edit.control === 'contrast' || edit.control === 'saturation') {
        return `${label} ${signed(edit.value)}`;
      }
      return `${label} ${edit.value}%`;
    }
  }
}
