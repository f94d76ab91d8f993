// @vitest-environment jsdom
/**
 * Issue 41: half of a character pair (a lone surrogate, as a broken copy leaves it) typed into any
 * field of these tools threw "URIError: URI malformed" from the kit's option setter, which
 * percent-encoded it to measure the link. Each tool now keeps the text in its field and leaves it
 * out of the link: no error, and the address never carries a mangled U+FFFD instead.
 * Across remotes, so one table covers every tool the report named.
 */
import 'fake-indexeddb/auto';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { ToolProps } from '@toolhub/shared';
import { LONE_SURROGATES } from '@toolhub/shared/testing/hostile-text';
import { currentSearch, renderInRouter } from '@toolhub/shared/testing/router';

type Load = () => Promise<{ default: ComponentType<ToolProps> }>;

const TOOLS: [string, string, Load][] = [
  ['text-to-pdf', 'document-tools', () => import('../../remotes/document-tools/src/tools/text-to-pdf/index')],
  ['word-to-pdf', 'document-tools', () => import('../../remotes/document-tools/src/tools/word-to-pdf/index')],
  ['split-pdf', 'document-tools', () => import('../../remotes/document-tools/src/tools/split-pdf/index')],
  ['ai-news', 'ai-tools', () => import('../../remotes/ai-tools/src/tools/ai-news/index')],
  ['image-zip-creator', 'photo-image-tools', () => import('../../remotes/photo-image-tools/src/tools/image-zip-creator/index')],
  ['image-converter', 'photo-image-tools', () => import('../../remotes/photo-image-tools/src/tools/image-converter/index')],
  ['image-resizer', 'photo-image-tools', () => import('../../remotes/photo-image-tools/src/tools/image-resizer/index')],
  ['random-number', 'random-generators', () => import('../../remotes/random-generators/src/tools/random-number/index')],
  ['random-crypto', 'random-generators', () => import('../../remotes/random-generators/src/tools/random-crypto/index')],
  ['random-date', 'random-generators', () => import('../../remotes/random-generators/src/tools/random-date/index')],
  ['random-word', 'random-generators', () => import('../../remotes/random-generators/src/tools/random-word/index')],
  ['random-animal', 'random-generators', () => import('../../remotes/random-generators/src/tools/random-animal/index')],
  ['random-country', 'random-generators', () => import('../../remotes/random-generators/src/tools/random-country/index')],
  ['random-name', 'random-generators', () => import('../../remotes/random-generators/src/tools/random-name/index')],
  ['bill-splitter', 'calculators-converters', () => import('../../remotes/calculators-converters/src/tools/bill-splitter/index')],
  ['unit-converter', 'calculators-converters', () => import('../../remotes/calculators-converters/src/tools/unit-converter/index')],
  ['percentage-calculator', 'calculators-converters', () => import('../../remotes/calculators-converters/src/tools/percentage-calculator/index')],
  ['bmi-calculator', 'calculators-converters', () => import('../../remotes/calculators-converters/src/tools/bmi-calculator/index')],
];

/** Each lone half alone, then inside text, as pasted. */
const BROKEN = [...LONE_SURROGATES, 'a\uD800b', '12\uDC00'];

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

/** Uncaught errors (React reports an event handler's throw on window, not to the caller). */
let uncaught: unknown[] = [];
const recordUncaught = (event: ErrorEvent) => {
  uncaught.push(event.error);
  event.preventDefault();
};

beforeEach(() => {
  uncaught = [];
  window.addEventListener('error', recordUncaught);
  // AI News asks /api/news for headlines: an empty answer is enough to show its filter.
  vi.stubGlobal('fetch', vi.fn(async () => Response.json({ items: [], sources: [], fetchedAt: '2024-05-14T12:00:00Z', stale: false })));
});
afterEach(() => {
  window.removeEventListener('error', recordUncaught);
  vi.unstubAllGlobals();
});

describe('a lone surrogate in a tool’s field', () => {
  it.each(TOOLS)('%s (%s) keeps it in the field and out of the link, without an error', async (path, category, load) => {
    const { default: Tool } = await load();
    renderInRouter(<Tool tool={{ name: path, path, description: '', icon: '🧪', isAvailable: true, category }} />, `/${path}`);
    await settle();
    const fields = [...screen.queryAllByRole('textbox'), ...screen.queryAllByRole('searchbox'), ...screen.queryAllByRole('spinbutton')];
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields) {
      for (const value of BROKEN) {
        fireEvent.change(field, { target: { value } });
        await settle();
        // A number field drops what is not a number; a text field keeps what was pasted.
        if ((field as HTMLInputElement).type !== 'number') expect((field as HTMLInputElement).value).toBe(value);
        const search = currentSearch();
        expect(() => decodeURIComponent(search)).not.toThrow();
        expect(decodeURIComponent(search)).not.toContain('\uFFFD');
      }
    }
    expect(uncaught).toEqual([]);
  });
});
