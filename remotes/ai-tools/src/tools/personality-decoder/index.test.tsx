// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogueTool } from '@toolhub/shared';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';
import PersonalityDecoderTool from './index';

const tool: CatalogueTool = {
  name: 'Personality Decoder',
  path: 'personality-decoder',
  description: 'Take a public-domain Big Five test.',
  icon: '🧬',
  isAvailable: true,
  category: 'ai-tools',
};

function renderTool(url = '/personality-decoder') {
  return renderInRouter(<PersonalityDecoderTool tool={tool} />, url);
}

beforeEach(() => {
  sessionStorage.clear();
  // jsdom has no 2D canvas; the tool must cope and say so.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('PersonalityDecoderTool', () => {
  it('answers with the keyboard, goes back and shows progress', async () => {
    const user = userEvent.setup();
    renderTool();
    expect(screen.getByText(/not a psychological assessment or a diagnosis/i)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start the test' }));
    expect(screen.getByText('Question 1 of 50')).toBeTruthy();
    expect(screen.getByText('Am the life of the party.')).toBeTruthy();

    await user.keyboard('4');
    expect(screen.getByText('Question 2 of 50')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Answered' }).getAttribute('aria-valuenow')).toBe('1');

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Question 1 of 50')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Moderately accurate/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '← Back' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Next →' }));
    expect(screen.getByText('Feel little concern for others.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Very inaccurate/ }));
    expect(screen.getByText('Question 3 of 50')).toBeTruthy();
  });

  it('keeps progress across a reload', async () => {
    const user = userEvent.setup();
    const first = renderTool();
    await user.click(screen.getByRole('button', { name: 'Start the test' }));
    await user.keyboard('123');
    first.unmount();

    renderTool();
    await user.click(screen.getByRole('button', { name: 'Continue (3 of 50 answered)' }));
    expect(screen.getByText('Question 4 of 50')).toBeTruthy();
  });

  it('finishes with results and puts the scores in the link', async () => {
    const user = userEvent.setup();
    renderTool();
    await user.click(screen.getByRole('button', { name: 'Start the test' }));
    await user.keyboard('3'.repeat(50));

    expect(screen.getByRole('heading', { name: 'Your Big Five profile' })).toBeTruthy();
    expect(currentSearch()).toBe('?r=E30A30C30S30I30');
    expect(screen.getAllByText('50%')).toHaveLength(5);
    expect(screen.getByRole('heading', { name: 'Emotional Stability' })).toBeTruthy();
    expect(screen.getByText(/cannot draw the result card/)).toBeTruthy();
    expect((screen.getByLabelText(/Results link/) as HTMLInputElement).value).toContain('r=E30A30C30S30I30');

    await user.click(screen.getByRole('button', { name: 'Retake the test' }));
    expect(screen.getByRole('button', { name: 'Start the test' })).toBeTruthy();
    expect(currentSearch()).toBe('');
  });

  it('reopens shared results from the link', () => {
    renderTool('/personality-decoder?r=E34A40C28S22I45');
    expect(screen.getByRole('heading', { name: 'A shared Big Five profile' })).toBeTruthy();
    expect(screen.getByText('60%')).toBeTruthy();
    expect(screen.getByText('88%')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Take the test yourself' })).toBeTruthy();
  });

  it('explains a damaged link and offers the test', () => {
    renderTool('/personality-decoder?r=E99');
    expect(screen.getByRole('alert').textContent).toMatch(/damaged or incomplete/);
    expect(screen.getByRole('button', { name: 'Start the test' })).toBeTruthy();
  });
});
