// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderInRouter } from '@toolhub/shared/testing/router';
import { tool } from './tool.testutil';

/** How many of the tool's lazily built patterns (kit lazyRegExp) have been built. */
const patterns = vi.hoisted(() => ({ built: 0 }));
vi.mock('@toolhub/shared/worker', async (importOriginal) =>
  (await import('@toolhub/shared/testing')).countingLazyRegExp(await importOriginal<typeof import('@toolhub/shared/worker')>(), patterns),
);

afterEach(cleanup);

// A pattern with Unicode classes (\p{Cf}) takes a millisecond or more to build in a fresh page; the
// click that opens the tool runs its modules and first render, and valid JSON needs none of them.
describe('opening JSON Formatter', () => {
  it('builds no Unicode pattern until an error names a character', async () => {
    const { default: JsonFormatterTool } = await import('./index');
    renderInRouter(<JsonFormatterTool tool={tool} />, '/json-formatter');
    fireEvent.change(screen.getByLabelText('JSON input'), { target: { value: '{"a":[1]}' } });
    expect(screen.getByLabelText('Formatted JSON')).toHaveProperty('value', '{\n  "a": [\n    1\n  ]\n}');
    expect(patterns.built).toBe(0);

    fireEvent.change(screen.getByLabelText('JSON input'), { target: { value: '[\u200B]' } });
    expect(screen.getByRole('alert').textContent).toContain("Unexpected 'character U+200B'; expected a value.");
    expect(patterns.built).toBeGreaterThan(0);
  });
});
