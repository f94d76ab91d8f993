// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CreatingProgress } from './CreatingProgress';

afterEach(cleanup);

describe('CreatingProgress', () => {
  it('says what loads first, without a figure, then how much is drawn; Cancel stops it', () => {
    const onCancel = vi.fn();
    const { rerender } = render(
      <CreatingProgress state={{ status: 'working', phase: 'loading', progress: 0 }} id="p" loadingText="Loading the PDF engine and font…" onCancel={onCancel} />,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading the PDF engine and font…' }).getAttribute('value')).toBeNull();
    rerender(<CreatingProgress state={{ status: 'working', phase: 'drawing', progress: 0.404 }} id="p" loadingText="Loading…" onCancel={onCancel} role="status" />);
    expect(screen.getByRole('progressbar', { name: 'Creating PDF… 40%' }).getAttribute('value')).toBe('40');
    expect(screen.getByRole('status')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
