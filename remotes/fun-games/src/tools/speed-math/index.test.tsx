// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import axe from 'axe-core';
import userEvent from '@testing-library/user-event';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import SpeedMathTool from './index';
import { fakeTool, setTabHidden } from '../../testing/harness';

const tool = fakeTool('speed-math', 'Speed Math');
let now = 0;

function renderGame(url = '/speed-math') {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderInRouter(<SpeedMathTool tool={tool} />, url);
  return user;
}

/** Works out the question on screen the way a player would. */
function solve(): number {
  const text = (screen.getByText(/= \?$/).textContent ?? '').replace(/−/g, '-').replace(/[()]/g, '');
  const [, a, op, b] = /^(-?\d+) ([+\-×÷]) (-?\d+) = \?$/.exec(text) ?? [];
  const x = Number(a);
  const y = Number(b);
  return op === '+' ? x + y : op === '-' ? x - y : op === '×' ? x * y : x / y;
}
const answerBox = () => screen.getByRole('textbox', { name: 'Answer' });
/** ARIA the arena's elements do not allow; axe files a name on an element with text under "needs review". */
async function ariaProblems(): Promise<string[]> {
  const results = await axe.run(screen.getByRole('region', { name: 'Speed Math' }), { runOnly: ['aria-prohibited-attr', 'aria-allowed-attr'] });
  return [...results.violations, ...results.incomplete].flatMap((finding) => finding.nodes.map((node) => `${finding.id}: ${node.html}`));
}
function stat(name: string | RegExp): string {
  return screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}
const passTime = (ms: number) =>
  act(() => {
    now += ms;
    vi.advanceTimersByTime(ms);
  });

describe('Speed Math', () => {
  beforeEach(() => {
    localStorage.clear();
    now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    setTabHidden(false);
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('moves on by itself after a right answer and counts a wrong one on Enter', async () => {
    const user = renderGame();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(document.activeElement).toBe(answerBox());
    expect(answerBox().getAttribute('inputmode')).toBe('numeric');
    for (let i = 0; i < 3; i++) await user.type(answerBox(), String(solve()));
    expect(stat('Correct')).toBe('3');
    expect(answerBox()).toHaveProperty('value', '');
    const right = solve();
    await user.type(answerBox(), `${right + 1}{Enter}`);
    expect(stat('Wrong')).toBe('1');
    expect(stat('Accuracy')).toBe('75%');
    expect(screen.getByText(new RegExp(`^✗ .* = ${right}$`))).toBeTruthy();
  });

  it('explains bad input inline and keeps it', async () => {
    const user = renderGame();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    // A wrong number, so no prefix of it is the answer (a right one is accepted as it is typed).
    const typed = `${solve() + 1}x`;
    await user.type(answerBox(), typed);
    expect(screen.getByRole('alert').textContent).toBe('Numbers only, please');
    expect(answerBox()).toHaveProperty('value', typed);
    expect(answerBox().getAttribute('aria-invalid')).toBe('true');
    await user.keyboard('{Enter}');
    expect(stat('Wrong')).toBe('0');
  });

  it('ends after 60 seconds and keeps the best score per level', async () => {
    const user = renderGame('/speed-math?level=medium');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await user.type(answerBox(), `0${solve()} `);
    await user.type(answerBox(), String(solve()));
    passTime(59_000);
    expect(screen.getByText('1 second left')).toBeTruthy();
    passTime(1_100);
    expect(screen.getByText(/Time!/)).toBeTruthy();
    expect(screen.getByText(/New best!/)).toBeTruthy();
    expect(stat(/^Best/)).toBe('2 · 100%');
    expect(JSON.parse(localStorage.getItem('toolhub:speed-math:best') ?? '{}')).toEqual({ medium: { score: 2, accuracy: 100 } });
    expect(screen.getByRole('button', { name: 'Copy result' })).toBeTruthy();
  });

  it('pauses while the tab is hidden', async () => {
    const user = renderGame();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    passTime(10_000);
    act(() => setTabHidden(true));
    passTime(120_000);
    expect(screen.getByText('Paused', { selector: 'p' })).toBeTruthy();
    expect(answerBox()).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(screen.getByText('50 seconds left')).toBeTruthy();
    expect(screen.queryByText(/Time!/)).toBeNull();
  });

  it('switches level through the URL and offers a sign key on hard', async () => {
    const user = renderGame();
    await user.click(screen.getByRole('radio', { name: /Hard/ }));
    expect(currentSearch()).toBe('?level=hard');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByRole('radio', { name: /Easy/ }).matches(':disabled')).toBe(true);
    const right = solve();
    if (right < 0) {
      await user.type(answerBox(), String(-right));
      await user.click(screen.getByRole('button', { name: 'Toggle minus sign' }));
    } else {
      await user.type(answerBox(), String(right));
    }
    expect(stat('Correct')).toBe('1');
  });

  it('reads the clock and the question out as words, with ARIA each element allows', async () => {
    const user = renderGame();
    expect(await ariaProblems()).toEqual([]);
    expect(screen.getByText('60 seconds left').className).toBe('th-visually-hidden');
    expect(screen.getByText('⏱ 1:00').getAttribute('aria-hidden')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    // Seen: "7 + 5 = ?"; heard: "7 plus 5", in the polite live region that is the question.
    const shown = screen.getByText(/= \?$/);
    expect(shown.getAttribute('aria-hidden')).toBe('true');
    const spoken = screen.getByText(/^(negative )?\d+ (plus|minus|times|divided by) (negative )?\d+$/);
    expect(spoken.className).toBe('th-visually-hidden');
    expect(spoken.parentElement).toBe(shown.parentElement);
    expect(spoken.parentElement?.getAttribute('aria-live')).toBe('polite');
    expect(await ariaProblems()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByText('Paused', { selector: 'p' }).getAttribute('aria-live')).toBe('polite');
    expect(await ariaProblems()).toEqual([]);
  });
});
