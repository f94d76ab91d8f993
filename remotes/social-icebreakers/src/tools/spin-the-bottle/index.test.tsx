// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushDrafts, type CatalogueTool } from '@toolhub/shared';
import { installCssEscape, resetDrafts } from '@toolhub/shared/testing';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import { FAMILY_DARES, FAMILY_TRUTHS } from '../truth-or-dare/data/family';
import SpinTheBottleTool from './index';

installCssEscape();

const tool: CatalogueTool = {
  name: 'Spin the Bottle',
  path: 'spin-the-bottle',
  description: 'Spin a virtual bottle to pick the next player.',
  icon: '🍾',
  isAvailable: true,
  category: 'social-icebreakers',
};

function renderTool(url = '/spin-the-bottle') {
  const user = userEvent.setup();
  renderInRouter(<SpinTheBottleTool tool={tool} />, url);
  return user;
}

function setReducedMotion(on: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: on && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

const status = () => screen.getByRole('status').textContent ?? '';

async function addPlayers(user: ReturnType<typeof userEvent.setup>, names: string[]) {
  const field = screen.getByLabelText('Player name');
  for (const name of names) await user.type(field, `${name}{Enter}`);
}

beforeEach(() => {
  localStorage.clear();
  setReducedMotion(true);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SpinTheBottleTool', () => {
  it('spins with nobody seated', async () => {
    const user = renderTool();
    expect(status()).toBe('Ready to spin.');
    await user.click(screen.getByRole('button', { name: 'Spin the bottle' }));
    expect(status()).toBe('The bottle has stopped: whoever it points at is up!');
    expect(screen.getByRole('button', { name: 'Spin again' })).toBeTruthy();
  });

  it('lands on a player other than the spinner, who then spins next', async () => {
    const user = renderTool();
    await addPlayers(user, ['Ana', 'Ben', 'Cy']);
    expect(status()).toBe('Ana spins.');
    (document.activeElement as HTMLElement).blur();
    for (let i = 0; i < 8; i += 1) {
      const spinner = screen.getAllByRole('listitem').find((li) => li.textContent?.includes('spins next'))!.textContent!.split(' ·')[0];
      await user.keyboard('s');
      const match = /^The bottle points at (.+)!$/.exec(status());
      expect(match).not.toBeNull();
      expect(['Ana', 'Ben', 'Cy']).toContain(match![1]);
      expect(match![1]).not.toBe(spinner);
      const list = screen.getByRole('list', { name: 'Seats, clockwise' });
      expect(within(list).getByText(match![1]!, { exact: false }).textContent).toContain('spins next');
    }
    const total = screen
      .getAllByRole('listitem')
      .map((li) => Number(/chosen (\d+)×/.exec(li.textContent ?? '')?.[1] ?? 0))
      .reduce((a, b) => a + b, 0);
    expect(total).toBe(8);
  });

  it('may land on the spinner when that rule is off, and keeps the rule in the URL', async () => {
    const user = renderTool();
    await user.click(screen.getByRole('checkbox', { name: 'Never land on the spinner' }));
    expect(currentSearch()).toBe('?skip=0');
    await addPlayers(user, ['Ana', 'Ben']);
    const seen = new Set<string>();
    for (let i = 0; i < 40 && seen.size < 2; i += 1) {
      await user.click(screen.getByRole('button', { name: /Spin/ }));
      seen.add(/points at (.+)!/.exec(status())![1]!);
    }
    expect(seen).toEqual(new Set(['Ana', 'Ben']));
  });

  it('offers every speed and follow-up as radio groups in the URL', async () => {
    const user = renderTool();
    await user.click(screen.getByRole('radio', { name: 'Quick' }));
    expect(currentSearch()).toBe('?speed=quick');
    await user.click(screen.getByRole('radio', { name: 'Suspense' }));
    expect(currentSearch()).toBe('?speed=slow');
    await user.click(screen.getByRole('radio', { name: 'Truth or dare: party' }));
    expect(currentSearch()).toBe('?speed=slow&then=party');
    await user.click(screen.getByRole('radio', { name: 'Just spin' }));
    await user.click(screen.getByRole('radio', { name: 'Normal' }));
    expect(currentSearch()).toBe('');
  });

  it('asks the chosen player truth or dare and deals a family prompt', async () => {
    const user = renderTool('/spin-the-bottle?then=family');
    await addPlayers(user, ['Ana', 'Ben']);
    await user.click(screen.getByRole('button', { name: 'Spin the bottle' }));
    expect(screen.getByText('Ben, truth or dare?')).toBeTruthy();
    const panel = screen.getByRole('region', { name: 'Truth or dare' });
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Truth' }).getAttribute('aria-disabled')).toBeNull());
    await user.click(within(panel).getByRole('button', { name: 'Truth' }));
    expect(within(panel).getByText((text) => FAMILY_TRUTHS.some((p) => p.text === text))).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Dare' }));
    expect(within(panel).getByText((text) => FAMILY_DARES.some((p) => p.text === text))).toBeTruthy();
  });

  it('explains an unknown option in the link', () => {
    renderTool('/spin-the-bottle?speed=warp');
    expect(screen.getByText('The link had an option this page does not know, so the default is used.')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Normal' }) as HTMLInputElement).checked).toBe(true);
  });

  it('rejects bad names with a message and keeps what was typed', async () => {
    const user = renderTool();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('alert').textContent).toContain('Type a name first.');
    await addPlayers(user, ['Ana', 'ana']);
    expect(screen.getByRole('alert').textContent).toContain('ana is already playing.');
    expect((screen.getByLabelText('Player name') as HTMLInputElement).value).toBe('ana');
  });

  it('reorders and removes seats, and remembers the table after a reload', async () => {
    const user = renderTool();
    await addPlayers(user, ['Ana', 'Ben', 'Cy']);
    await user.click(screen.getByRole('button', { name: 'Move Cy up' }));
    await user.click(screen.getByRole('button', { name: 'Remove Ana' }));
    const names = () => within(screen.getByRole('list', { name: 'Seats, clockwise' })).getAllByRole('listitem').map((li) => li.textContent?.split(' ·')[0]);
    expect(names()).toEqual(['Cy', 'Ben']);
    cleanup();
    renderTool();
    expect(names()).toEqual(['Cy', 'Ben']);
  });

  it('keeps a half-typed name through an option change and a reload', async () => {
    globalThis.indexedDB = new IDBFactory();
    const user = renderTool();
    await user.type(screen.getByLabelText('Player name'), 'Zoë');
    await user.click(screen.getByRole('radio', { name: 'Quick' }));
    expect((screen.getByLabelText('Player name') as HTMLInputElement).value).toBe('Zoë');
    cleanup();
    await act(() => flushDrafts());
    resetDrafts();
    renderTool();
    await waitFor(() => expect((screen.getByLabelText('Player name') as HTMLInputElement).value).toBe('Zoë'));
  });

  it('animates the spin and announces the result when the bottle stops', async () => {
    setReducedMotion(false);
    // Frames 400 ms of spin apart, 30 ms of real time apart: the test does not wait on a busy machine's clock.
    let skipped = 0;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      window.setTimeout(() => {
        skipped += 400;
        callback(performance.now() + skipped);
      }, 30),
    );
    vi.stubGlobal('cancelAnimationFrame', (id: number) => window.clearTimeout(id));
    const user = renderTool('/spin-the-bottle?speed=quick');
    await addPlayers(user, ['Ana', 'Ben']);
    await user.click(screen.getByRole('button', { name: 'Spin the bottle' }));
    expect(status()).toBe('Spinning…');
    expect(screen.getByRole('button', { name: 'Spinning…' }).getAttribute('aria-disabled')).toBe('true');
    const bottle = document.querySelector('svg')!.parentElement!;
    await waitFor(() => expect(bottle.style.transform).not.toBe('rotate(0deg)'));
    await waitFor(() => expect(status()).toBe('The bottle points at Ben!'));
  });

  it('starts cleanly from corrupted storage', () => {
    localStorage.setItem('toolhub:spin-the-bottle:table', '{oops');
    localStorage.setItem('toolhub:spin-the-bottle:decks', JSON.stringify([1, 2]));
    renderTool();
    expect(screen.getByText('No players yet.')).toBeTruthy();
  });
});
