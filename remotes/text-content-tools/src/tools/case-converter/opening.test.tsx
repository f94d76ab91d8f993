// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInRouter } from '@toolhub/shared/testing/router';
import { tool } from './tool.testutil';

/** How many of the tool's lazily built patterns (kit lazyRegExp) have been built. */
const patterns = vi.hoisted(() => ({ built: 0 }));
vi.mock('@toolhub/shared/worker', async (importOriginal) =>
  (await import('@toolhub/shared/testing')).countingLazyRegExp(await importOriginal<typeof import('@toolhub/shared/worker')>(), patterns),
);

afterEach(cleanup);

// A pattern with Unicode classes (\p{L}) takes a millisecond or more to build in a fresh page; the
// click that opens the tool runs its modules and first render, and needs none of them.
describe('opening Case Converter', () => {
  it('builds no Unicode pattern until there is text to convert', async () => {
    const { default: CaseConverterTool } = await import('./index');
    renderInRouter(<CaseConverterTool tool={tool} />, '/case-converter');
    expect(screen.getByRole('heading', { name: 'Every case' })).toBeTruthy();
    expect(patterns.built).toBe(0);

    await userEvent.setup().type(screen.getByLabelText('Text to convert'), 'hello NASA');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Converted text').value).toBe('Hello NASA');
    expect(patterns.built).toBeGreaterThan(0);
  });
});
