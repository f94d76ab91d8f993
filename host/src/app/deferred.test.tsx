// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from './deferred';

/** A part whose code arrives when the test says so. */
function slowPart() {
  let arrive!: () => void;
  const load = vi.fn(
    () =>
      new Promise<(props: { name: string }) => React.ReactNode>((resolve) => {
        arrive = () => resolve(({ name }) => <p>Hello {name}</p>);
      }),
  );
  return { load, arrive: () => arrive() };
}

describe('deferred', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the fallback until its code is here, then the part, with its props', async () => {
    const { load, arrive } = slowPart();
    const Part = deferred('greeting', load, { fallback: <p>Loading…</p>, prefetch: false });
    expect(Part.isLoaded()).toBe(false);
    render(<Part name="Ada" />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    arrive();
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(Part.isLoaded()).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a part fetched ahead in the very render that first shows it, never the fallback', async () => {
    vi.stubGlobal('requestIdleCallback', (work: () => void) => work());
    const { load, arrive } = slowPart();
    const Part = deferred('greeting', load, { fallback: <p>Loading…</p> });
    arrive();
    await waitFor(() => expect(Part.isLoaded()).toBe(true));
    // The first mount, as a navigation to the page makes: no fallback at any point.
    render(<Part name="Grace" />);
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.getByText('Hello Grace')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('keeps a part mounted while its code arrived (its state survives a re-render)', async () => {
    const { load, arrive } = slowPart();
    const Part = deferred('greeting', load, { fallback: <p>Loading…</p>, prefetch: false });
    const { rerender } = render(<Part name="Ada" />);
    arrive();
    const paragraph = await screen.findByText('Hello Ada');
    rerender(<Part name="Ada" />);
    expect(screen.getByText('Hello Ada')).toBe(paragraph);
  });

  it('fetches its code when the page is idle, unless told to wait', async () => {
    const idle = vi.fn((work: () => void) => work());
    vi.stubGlobal('requestIdleCallback', idle);
    const { load, arrive } = slowPart();
    const Part = deferred('greeting', load);
    expect(load).toHaveBeenCalledTimes(1);
    arrive();
    await waitFor(() => expect(Part.isLoaded()).toBe(true));
    const waiting = slowPart();
    deferred('greeting', waiting.load, { prefetch: false });
    expect(waiting.load).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('shows what `failed` says when its code cannot be fetched, and warns once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const Part = deferred<{ name: string }>('greeting', () => Promise.reject(new Error('offline')), {
      fallback: <p>Loading…</p>,
      failed: () => <p>Could not load.</p>,
      prefetch: false,
    });
    render(<Part name="Ada" />);
    expect(await screen.findByText('Could not load.')).toBeTruthy();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(Part.isLoaded()).toBe(true);
  });
});
