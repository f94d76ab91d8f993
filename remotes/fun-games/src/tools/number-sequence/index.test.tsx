// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushDrafts } from '@toolhub/shared';
import { resetDrafts } from '@toolhub/shared/testing';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import NumberSequenceTool from './index';
import { fakeTool } from '../../testing/harness';
import type { Kind, Level, Puzzle } from './logic';

// Known puzzles in place of random ones: "step" numbers them, so each deal is a new sequence.
let dealt = 0;
vi.mock('./patterns', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./patterns')>();
  return {
    ...actual,
    nextPuzzle: (level: Level, kind: Kind | 'any'): Puzzle => {
      dealt += 1;
      const step = dealt + 1;
      const terms = [1, 1 + step, 1 + 2 * step, 1 + 3 * step];
      return {
        level,
        kind: kind === 'any' ? 'arithmetic' : kind,
        terms,
        answer: 1 + 4 * step,
        hint: 'Look at the gap between neighbouring numbers.',
        explanation: `Add ${step} each time: ${1 + 3 * step} + ${step} = ${1 + 4 * step}.`,
      };
    },
  };
});

const tool = fakeTool('number-sequence', 'Number Sequence');
function renderTool(url = '/number-sequence') {
  return renderInRouter(<NumberSequenceTool tool={tool} />, url);
}
async function reload(url = '/number-sequence') {
  cleanup();
  await act(() => flushDrafts());
  resetDrafts();
  renderTool(url);
}

const answerBox = () => screen.getByRole('textbox', { name: 'Next number' }) as HTMLInputElement;
const sequenceText = () => screen.getByRole('list', { name: /^Sequence:/ }).getAttribute('aria-label');
/** The answer of the puzzle on screen, read from its evenly spaced terms. */
function solve(): number {
  const items = screen.getAllByRole('listitem').map((li) => Number(li.textContent));
  const step = (items[1] ?? 0) - (items[0] ?? 0);
  return (items[items.length - 2] ?? 0) + step;
}
const stat = (name: string | RegExp) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent ?? '';

describe('Number Sequence', () => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
    localStorage.clear();
    resetDrafts();
    dealt = 0;
  });

  it('shows the sequence, checks an answer, explains it and moves on', async () => {
    const user = userEvent.setup();
    renderTool();
    expect(sequenceText()).toBe('Sequence: 1, 3, 5, 7, then what?');
    expect(screen.getAllByRole('listitem').at(-1)?.textContent).toBe('?');
    await user.type(answerBox(), '9{Enter}');
    expect(screen.getByRole('status', { name: 'Result' }).textContent).toContain('Correct!');
    expect(screen.getByText('Add 2 each time: 7 + 2 = 9.')).toBeTruthy();
    expect(answerBox().readOnly).toBe(true);
    expect(stat('Correct')).toBe('1');
    expect(stat('Streak')).toBe('1');
    expect(stat(/^Best streak/)).toBe('1');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next sequence' }));
    await user.keyboard('{Enter}');
    expect(sequenceText()).toBe('Sequence: 1, 4, 7, 10, then what?');
    expect(answerBox().value).toBe('');
    expect(document.activeElement).toBe(answerBox());
  });

  it('a wrong answer shows the right one with the working and ends the streak', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.type(answerBox(), '9{Enter}');
    await user.click(screen.getByRole('button', { name: 'Next sequence' }));
    await user.type(answerBox(), '−11{Enter}');
    expect(screen.getByRole('status', { name: 'Result' }).textContent).toBe('Not quite. The next number is 13, not −11.Add 3 each time: 10 + 3 = 13.');
    expect(stat('Missed')).toBe('1');
    expect(stat('Streak')).toBe('0');
    expect(stat(/^Best streak/)).toBe('1');
    expect(localStorage.getItem('toolhub:number-sequence:best:easy')).toBe('1');
  });

  it('explains bad input next to the field and keeps it', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.type(answerBox(), '4.5');
    expect(screen.getByText('Whole numbers only: every answer here is a whole number.')).toBeTruthy();
    expect(answerBox().getAttribute('aria-invalid')).toBe('true');
    await user.keyboard('{Enter}');
    expect(answerBox().value).toBe('4.5');
    expect(stat('Missed')).toBe('0');
    await user.clear(answerBox());
    await user.keyboard('{Enter}');
    expect(screen.getByText('Type the next number first.')).toBeTruthy();
  });

  it('gives a hint, and Show answer reveals it', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.click(screen.getByRole('button', { name: 'Hint' }));
    expect(screen.getByText(/Look at the gap between neighbouring numbers\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hint shown' }).matches(':disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Show answer' }));
    expect(screen.getByRole('status', { name: 'Result' }).textContent).toContain('Here is the answer. The next number is 9.');
    expect(screen.getAllByRole('listitem').at(-1)?.textContent).toBe('9');
  });

  it('keeps the difficulty and pattern in the URL; a half-typed answer keeps its sequence', async () => {
    const user = userEvent.setup();
    renderTool('/number-sequence?level=hard');
    expect((screen.getByRole('radio', { name: 'Hard' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/^Hard ·/)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Medium' }));
    expect(currentSearch()).toBe('?level=medium');
    expect(screen.getByText(/^Medium ·/)).toBeTruthy();
    const before = sequenceText();
    await user.type(answerBox(), '12');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pattern' }), 'fibonacci');
    expect(currentSearch()).toBe('?level=medium&pattern=fibonacci');
    expect(answerBox().value).toBe('12');
    expect(sequenceText()).toBe(before);
    expect(screen.getByText(/the next one will be Medium, fibonacci-like/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Switch now' }));
    expect(sequenceText()).not.toBe(before);
    expect(answerBox().value).toBe('');
  });

  it('brings back the sequence and the typed answer after a reload', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.type(answerBox(), '8');
    const before = sequenceText();
    await reload();
    await waitFor(() => expect(answerBox().value).toBe('8'));
    expect(sequenceText()).toBe(before);
    expect(screen.getByText('Your last sequence is back where you left it.')).toBeTruthy();
    await user.type(answerBox(), '{Backspace}{Backspace}' + String(solve()) + '{Enter}');
    expect(screen.getByRole('status', { name: 'Result' }).textContent).toContain('Correct!');
  });
});
