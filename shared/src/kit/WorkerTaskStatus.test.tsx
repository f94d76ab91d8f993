// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WorkerTaskStatus, type WorkerTaskStatusProps } from './WorkerTaskStatus';

type Task = WorkerTaskStatusProps['task'];
const idle: Task = { working: false, progress: null, cancelled: false, error: null, cancel: () => {} };

describe('WorkerTaskStatus', () => {
  it('shows nothing when no job is running, cancelled or failed', () => {
    const { container } = render(<WorkerTaskStatus task={idle} verb="Counting" />);
    expect(container.innerHTML).toBe('');
  });

  it('shows the running job with its progress and a Cancel that cancels it', async () => {
    const cancel = vi.fn();
    const { rerender } = render(<WorkerTaskStatus task={{ ...idle, working: true, cancel }} verb="Formatting" />);
    expect(screen.getByRole('status').textContent).toBe('Formatting…Cancel');
    expect(screen.getByText('Formatting…')).toBeTruthy();
    rerender(<WorkerTaskStatus task={{ ...idle, working: true, progress: 0.404, cancel }} verb="Formatting" />);
    expect(screen.getByText('Formatting… 40%')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancel).toHaveBeenCalledOnce();
  });

  it('says a cancelled job was cancelled, and offers Start again only with onRetry', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<WorkerTaskStatus task={{ ...idle, cancelled: true }} verb="Encoding" onRetry={onRetry} />);
    expect(screen.getByText('Encoding was cancelled; your input is kept.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start again' }));
    expect(onRetry).toHaveBeenCalledOnce();

    rerender(<WorkerTaskStatus task={{ ...idle, cancelled: true }} verb="Counting" cancelledMessage="Counting stopped. Edit the text to count it again." />);
    expect(screen.getByRole('status').textContent).toBe('Counting stopped. Edit the text to count it again.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('announces a failed job as an alert, in its own words when given', () => {
    const { rerender } = render(<WorkerTaskStatus task={{ ...idle, error: 'Out of memory' }} verb="Hashing" />);
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong: Out of memory');
    rerender(
      <WorkerTaskStatus task={{ ...idle, error: 'Out of memory' }} verb="Counting" errorMessage={(error) => `The text could not be counted: ${error}`} />,
    );
    expect(screen.getByRole('alert').textContent).toBe('The text could not be counted: Out of memory');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
