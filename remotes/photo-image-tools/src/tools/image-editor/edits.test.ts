import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  activeEdits,
  adjustmentsOf,
  canRedo,
  canUndo,
  describeEdit,
  EMPTY_HISTORY,
  NEUTRAL,
  planOf,
  pushEdit,
  redo,
  undo,
  type Edit,
  type History,
} from './edits';

const rotateRight: Edit = { kind: 'rotate', direction: 'right' };
const flipH: Edit = { kind: 'flip', axis: 'horizontal' };
const push = (...edits: Edit[]) => edits.reduce(pushEdit, EMPTY_HISTORY);

describe('undo and redo', () => {
  it('walks back and forth through the list', () => {
    let history = push(rotateRight, flipH);
    expect(activeEdits(history)).toEqual([rotateRight, flipH]);
    history = undo(history);
    expect(activeEdits(history)).toEqual([rotateRight]);
    expect(canRedo(history)).toBe(true);
    history = redo(history);
    expect(activeEdits(history)).toEqual([rotateRight, flipH]);
    expect(canRedo(history)).toBe(false);
  });

  it('a new edit after undo drops the undone ones', () => {
    const history = pushEdit(undo(push(rotateRight, flipH)), { kind: 'flip', axis: 'vertical' });
    expect(history.edits).toEqual([rotateRight, { kind: 'flip', axis: 'vertical' }]);
    expect(canRedo(history)).toBe(false);
  });

  it('undo on an empty list and redo at the end change nothing', () => {
    expect(undo(EMPTY_HISTORY)).toBe(EMPTY_HISTORY);
    const history = push(rotateRight);
    expect(redo(history)).toBe(history);
    expect(canUndo(EMPTY_HISTORY)).toBe(false);
  });

  it('undoing everything gives back the original plan', () => {
    const gen = fc.constantFrom<Edit>(
      rotateRight,
      { kind: 'rotate', direction: 'left' },
      flipH,
      { kind: 'resize', width: 50, height: 20 },
      { kind: 'crop', rect: { x: 1, y: 1, width: 3, height: 2 } },
      { kind: 'adjust', control: 'brightness', value: 30 },
    );
    fc.assert(
      fc.property(fc.array(gen, { maxLength: 12 }), (edits) => {
        let history: History = edits.reduce(pushEdit, EMPTY_HISTORY);
        const top = planOf(activeEdits(history), { width: 640, height: 480 });
        while (canUndo(history)) history = undo(history);
        expect(planOf(activeEdits(history), { width: 640, height: 480 })).toEqual(planOf([], { width: 640, height: 480 }));
        while (canRedo(history)) history = redo(history);
        expect(planOf(activeEdits(history), { width: 640, height: 480 })).toEqual(top);
      }),
    );
  });
});

describe('adjustments', () => {
  it('merges consecutive changes of one slider into one step', () => {
    const history = push(
      { kind: 'adjust', control: 'brightness', value: 10 },
      { kind: 'adjust', control: 'brightness', value: 20 },
      { kind: 'adjust', control: 'brightness', value: 35 },
    );
    expect(history.edits).toEqual([{ kind: 'adjust', control: 'brightness', value: 35 }]);
    expect(adjustmentsOf(activeEdits(undo(history)))).toEqual(NEUTRAL);
  });

  it('keeps different sliders as separate steps', () => {
    const history = push({ kind: 'adjust', control: 'brightness', value: 10 }, { kind: 'adjust', control: 'contrast', value: -20 });
    expect(history.cursor).toBe(2);
    expect(adjustmentsOf(activeEdits(history))).toMatchObject({ brightness: 10, contrast: -20 });
  });

  it('sliding back to the start removes the step, and no-op edits are not recorded', () => {
    const back = push({ kind: 'adjust', control: 'sepia', value: 40 }, { kind: 'adjust', control: 'sepia', value: 0 });
    expect(back.edits).toEqual([]);
    expect(push({ kind: 'adjust', control: 'blur', value: 0 })).toBe(EMPTY_HISTORY);
    expect(push({ kind: 'reset-adjustments' })).toBe(EMPTY_HISTORY);
  });

  it('reset returns to neutral and is undoable', () => {
    const history = push({ kind: 'adjust', control: 'invert', value: 100 }, { kind: 'reset-adjustments' });
    expect(adjustmentsOf(activeEdits(history))).toEqual(NEUTRAL);
    expect(adjustmentsOf(activeEdits(undo(history))).invert).toBe(100);
  });

  it.each<[number, number]>([
    [250, 100],
    [-300, -100],
    [12.6, 13],
    [Number.NaN, 0],
  ])('clamps brightness %d to %d', (value, expected) => {
    expect(adjustmentsOf(activeEdits(push({ kind: 'adjust', control: 'brightness', value }))).brightness).toBe(expected);
  });
});

describe('describeEdit', () => {
  it.each<[Edit, string]>([
    [rotateRight, 'Rotate right'],
    [{ kind: 'rotate', direction: 'left' }, 'Rotate left'],
    [{ kind: 'flip', axis: 'vertical' }, 'Flip vertical'],
    [{ kind: 'crop', rect: { x: 0, y: 0, width: 400, height: 300 } }, 'Crop to 400 × 300'],
    [{ kind: 'resize', width: 800, height: 600 }, 'Resize to 800 × 600'],
    [{ kind: 'adjust', control: 'contrast', value: 15 }, 'Contrast +15'],
    [{ kind: 'adjust', control: 'brightness', value: -5 }, 'Brightness -5'],
    [{ kind: 'adjust', control: 'grayscale', value: 100 }, 'Grayscale 100%'],
    [{ kind: 'adjust', control: 'blur', value: 4 }, 'Blur 4px'],
    [{ kind: 'reset-adjustments' }, 'Reset adjustments'],
  ])('%o → %s', (edit, expected) => {
    expect(describeEdit(edit)).toBe(expected);
  });
});
