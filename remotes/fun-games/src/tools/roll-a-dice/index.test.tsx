// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import RollADiceTool from './index';
import { fakeTool, setReducedMotion, setTabHidden } from '../../testing/harness';

const tool = fakeTool('roll-a-dice', 'Roll a Dice');

function renderDice(url = '/roll-a-dice') {
  return renderInRouter(<RollADiceTool tool={tool} />, url);
}

function diceFaces(): number[] {
  return within(screen.getByRole('list', { name: 'Dice' }))
    .getAllByRole('listitem')
    .map((die) => Number(die.getAttribute('aria-label')?.split(' ')[0]));
}

describe('Roll a Dice', () => {
  beforeEach(() => {
    localStorage.clear();
    setReducedMotion(true);
  });
  afterEach(() => {
    cleanup();
    setTabHidden(false);
    vi.useRealTimers();
  });

  it('rolls the chosen dice and shows faces, total and a history line', async () => {
    const user = userEvent.setup();
    renderDice();
    await user.click(screen.getByRole('radio', { name: 'd8' }));
    await user.clear(screen.getByLabelText('Number of dice'));
    await user.type(screen.getByLabelText('Number of dice'), '3');
    expect(currentSearch()).toBe('?dice=3d8');

    await user.click(screen.getByRole('button', { name: 'Roll 3d8' }));
    const faces = diceFaces();
    expect(faces).toHaveLength(3);
    for (const face of faces) expect(face).toBeGreaterThanOrEqual(1);
    for (const face of faces) expect(face).toBeLessThanOrEqual(8);
    const total = faces.reduce((a, b) => a + b, 0);
    expect(screen.getByText('Total').nextSibling?.textContent).toBe(String(total));
    expect(screen.getByText(`3d8 = ${total}`)).toBeTruthy();
    expect(screen.getByText(`Rolled 3d8 = ${total}. Dice show ${faces.join(', ')}.`)).toBeTruthy();
  });

  it('reads the dice from the link and rolls with Space and Enter', async () => {
    const user = userEvent.setup();
    renderDice('/roll-a-dice?dice=4d20');
    expect(screen.getByLabelText<HTMLInputElement>('Number of dice').value).toBe('4');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'd20' }).checked).toBe(true);
    await user.keyboard(' ');
    await user.keyboard('{Enter}');
    const items = screen.getAllByText(/^4d20 = \d+$/);
    expect(items.length).toBeGreaterThanOrEqual(2);
  });

  it('explains and clamps impossible counts, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderDice();
    const input = screen.getByLabelText<HTMLInputElement>('Number of dice');
    await user.clear(input);
    await user.type(input, '200');
    expect(input.value).toBe('200');
    expect(screen.getByText(/at most 10 can be rolled at once/).closest('[role="status"]')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Roll 10d6' }));
    expect(diceFaces()).toHaveLength(10);

    await user.clear(input);
    await user.type(input, '0');
    expect(screen.getByText(/can’t roll 0 dice/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Roll 1d6' })).toBeTruthy();
  });

  it('refuses text that is not a number', async () => {
    const user = userEvent.setup();
    renderDice();
    const input = screen.getByLabelText('Number of dice');
    await user.clear(input);
    await user.type(input, 'lots');
    expect(screen.getByRole('alert').textContent).toMatch(/“lots” is not a number/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /^Roll/ }).disabled).toBe(true);
  });

  it('explains a link asking for 200 dice or an unknown die', () => {
    renderDice('/roll-a-dice?dice=200d7');
    expect(screen.getByLabelText<HTMLInputElement>('Number of dice').value).toBe('200');
    const notes = screen.getAllByRole('status').map((n) => n.textContent).join(' ');
    expect(notes).toMatch(/at most 10/);
    expect(notes).toMatch(/d7/);
  });

  it('steps the count with the buttons within 1..10', async () => {
    const user = userEvent.setup();
    renderDice('/roll-a-dice?dice=9d6');
    await user.click(screen.getByRole('button', { name: 'More dice' }));
    expect(screen.getByLabelText<HTMLInputElement>('Number of dice').value).toBe('10');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'More dice' }).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Fewer dice' }));
    expect(currentSearch()).toBe('?dice=9d6');
  });

  it('keeps history across visits and clears it', async () => {
    const user = userEvent.setup();
    const first = renderDice();
    await user.click(screen.getByRole('button', { name: 'Roll 2d6' }));
    first.unmount();
    renderDice();
    expect(screen.getAllByText(/^2d6 = \d+$/).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Clear history' }));
    expect(screen.getByText(/Your rolls will be listed here/)).toBeTruthy();
  });

  it('still rolls when storage is full', async () => {
    const user = userEvent.setup();
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    renderDice();
    await user.click(screen.getByRole('button', { name: 'Roll 2d6' }));
    expect(screen.getAllByText(/^2d6 = \d+$/).length).toBeGreaterThan(0);
    expect(screen.getByText(/isn’t saving the history/)).toBeTruthy();
    spy.mockRestore();
  });

  it('animates the roll, then lands; a hidden tab lands it at once', async () => {
    setReducedMotion(false);
    const user = userEvent.setup();
    renderDice();
    await user.click(screen.getByRole('button', { name: 'Roll 2d6' }));
    expect(screen.getByRole('button', { name: 'Rolling…' })).toBeTruthy();
    act(() => setTabHidden(true));
    expect(screen.getByRole('button', { name: 'Roll 2d6' })).toBeTruthy();
    expect(screen.getAllByText(/^2d6 = \d+$/)).toHaveLength(1);
  });
});
