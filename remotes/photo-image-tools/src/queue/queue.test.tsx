// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ItemStatus, QueueItem } from '../codecs/queue';
import { BatchProgress } from './BatchProgress';
import { QueueList, QueueRow } from './QueueList';
import { QueuePanel } from './QueuePanel';

const item = (status: ItemStatus): QueueItem => ({ id: 1, file: new File([new Uint8Array(2048)], 'photo.png', { type: 'image/png' }), status });

function renderRow(status: ItemStatus, busy = false) {
  const onRemove = vi.fn();
  render(
    <QueueList label="Images to convert">
      <QueueRow item={item(status)} busy={busy} onRemove={onRemove} actions={<button type="button">Preview</button>}>
        {' · waiting'}
      </QueueRow>
    </QueueList>,
  );
  return { onRemove, row: within(screen.getByRole('list', { name: 'Images to convert' })).getByRole('listitem') };
}

describe('QueueRow', () => {
  it('shows the name, the size and what the tool says, with its buttons before Remove', async () => {
    const { onRemove, row } = renderRow({ state: 'queued' });
    expect(within(row).getByText('photo.png')).toBeTruthy();
    expect(within(row).getByText('2 KB · waiting')).toBeTruthy();
    expect(within(row).getAllByRole('button').map((button) => button.textContent)).toEqual(['Preview', '✕']);
    await userEvent.click(within(row).getByRole('button', { name: 'Remove photo.png' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(within(row).queryByRole('progressbar')).toBeNull();
  });

  it('shows its progress while it is worked on, and keeps Remove off while the tool is busy', () => {
    const { row } = renderRow({ state: 'working', fraction: 0.25 }, true);
    expect((within(row).getByRole('progressbar', { name: 'photo.png progress' }) as HTMLProgressElement).value).toBe(0.25);
    expect((within(row).getByRole('button', { name: 'Remove photo.png' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says why it failed', () => {
    const { row } = renderRow({ state: 'failed', message: 'This is not an image file, or it is damaged.' });
    expect(within(row).getByRole('alert').textContent).toBe('This is not an image file, or it is damaged.');
  });
});

describe('QueuePanel', () => {
  it('is named by how many images it holds, and offers Clear all only when it holds some', async () => {
    const onClear = vi.fn();
    const { rerender } = render(
      <QueuePanel id="t-list-title" count={0} busy={false} onClear={onClear}>
        <p>No images yet.</p>
      </QueuePanel>,
    );
    expect(screen.getByRole('region', { name: 'Images' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();

    rerender(
      <QueuePanel id="t-list-title" count={3} busy={false} onClear={onClear}>
        <p>The list</p>
      </QueuePanel>,
    );
    expect(within(screen.getByRole('region', { name: '3 images' })).getByText('The list')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});

describe('BatchProgress', () => {
  it('is a named bar with a status line', () => {
    render(
      <BatchProgress label="Conversion progress" value={0.5}>
        Converting 2 of 4… 50%
      </BatchProgress>,
    );
    expect((screen.getByRole('progressbar', { name: 'Conversion progress' }) as HTMLProgressElement).value).toBe(0.5);
    expect(screen.getByRole('status').textContent).toBe('Converting 2 of 4… 50%');
  });
});
