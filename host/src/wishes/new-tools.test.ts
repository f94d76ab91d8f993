import { describe, expect, it } from 'vitest';
import { NEW_FOR_MS, type NewToolsState, emptyNewToolsState, isNewTool, observeCatalogue, parseNewToolsState, toolOpened } from './new-tools';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 4, 7);
/** A catalogue as path → available. */
const tools = (entries: Record<string, boolean>) => Object.entries(entries).map(([path, isAvailable]) => ({ path, isAvailable }));
const state = (partial: Partial<NewToolsState>): NewToolsState => ({ ...emptyNewToolsState(), ...partial });

describe('observeCatalogue: what the live catalogue and the wishes make New', () => {
  it.each<{ name: string; before: NewToolsState; catalogue: Record<string, boolean>; wishes?: string[]; after: NewToolsState }>([
    {
      name: 'a first visit remembers what is coming soon and marks nothing',
      before: emptyNewToolsState(),
      catalogue: { 'split-pdf': false, 'coin-flip': true },
      after: state({ soon: ['split-pdf'] }),
    },
    {
      name: 'a tool that was coming soon and is now available is New from now',
      before: state({ soon: ['split-pdf', 'merge-pdfs'] }),
      catalogue: { 'split-pdf': true, 'merge-pdfs': false, 'coin-flip': true },
      after: state({ soon: ['merge-pdfs'], marked: { 'split-pdf': NOW } }),
    },
    {
      name: 'a tool still coming soon stays unmarked',
      before: state({ soon: ['split-pdf'] }),
      catalogue: { 'split-pdf': false },
      after: state({ soon: ['split-pdf'] }),
    },
    {
      name: 'a New tool keeps the time it was first marked',
      before: state({ soon: [], marked: { 'split-pdf': NOW - 3 * DAY } }),
      catalogue: { 'split-pdf': true },
      after: state({ marked: { 'split-pdf': NOW - 3 * DAY } }),
    },
    {
      name: `New ends after ${NEW_FOR_MS / DAY} days, and a wish does not bring it back`,
      before: state({ marked: { 'split-pdf': NOW - NEW_FOR_MS } }),
      catalogue: { 'split-pdf': true },
      wishes: ['split-pdf'],
      after: state({ done: ['split-pdf'] }),
    },
    {
      name: 'a tool the visitor wished for is New once available, even if this browser never saw it coming soon',
      before: emptyNewToolsState(),
      catalogue: { 'split-pdf': true, 'merge-pdfs': false },
      wishes: ['split-pdf', 'merge-pdfs'],
      after: state({ soon: ['merge-pdfs'], marked: { 'split-pdf': NOW } }),
    },
    {
      name: 'a wished-for tool already opened is not New again',
      before: state({ done: ['split-pdf'] }),
      catalogue: { 'split-pdf': true },
      wishes: ['split-pdf'],
      after: state({ done: ['split-pdf'] }),
    },
    {
      name: 'a New tool withdrawn again is no longer New',
      before: state({ marked: { 'split-pdf': NOW - DAY } }),
      catalogue: { 'split-pdf': false },
      after: state({ soon: ['split-pdf'] }),
    },
    {
      name: 'a tool that goes back to coming soon may be New again when it returns',
      before: state({ done: ['split-pdf'] }),
      catalogue: { 'split-pdf': false },
      after: state({ soon: ['split-pdf'] }),
    },
    {
      name: 'tools that left the catalogue are forgotten',
      before: state({ soon: ['gone-tool'], marked: { 'old-tool': NOW - DAY }, done: ['older-tool'] }),
      catalogue: { 'coin-flip': true },
      wishes: ['another-gone-tool'],
      after: emptyNewToolsState(),
    },
  ])('$name', ({ before, catalogue, wishes = [], after }) => {
    expect(observeCatalogue(before, tools(catalogue), wishes, NOW)).toEqual(after);
  });

  it('gives the same answer when it sees the same catalogue again', () => {
    const once = observeCatalogue(state({ soon: ['split-pdf'] }), tools({ 'split-pdf': true }), [], NOW);
    expect(observeCatalogue(once, tools({ 'split-pdf': true }), [], NOW + DAY)).toEqual(once);
  });
});

describe('toolOpened: opening a tool uses its New up', () => {
  it.each<{ name: string; before: NewToolsState; after: NewToolsState }>([
    {
      name: 'a New tool is New no more',
      before: state({ marked: { 'split-pdf': NOW, 'merge-pdfs': NOW } }),
      after: state({ marked: { 'merge-pdfs': NOW }, done: ['split-pdf'] }),
    },
    {
      name: 'a tool opened before the catalogue said it was New will not be marked',
      before: state({ soon: ['split-pdf'] }),
      after: state({ soon: ['split-pdf'], done: ['split-pdf'] }),
    },
    {
      name: 'opening it again changes nothing',
      before: state({ done: ['split-pdf'] }),
      after: state({ done: ['split-pdf'] }),
    },
  ])('$name', ({ before, after }) => {
    expect(toolOpened(before, 'split-pdf')).toEqual(after);
  });

  it('and the next look at the catalogue leaves it unmarked', () => {
    const opened = toolOpened(state({ soon: ['split-pdf'] }), 'split-pdf');
    expect(isNewTool(observeCatalogue(opened, tools({ 'split-pdf': true }), ['split-pdf'], NOW), 'split-pdf')).toBe(false);
  });
});

describe('isNewTool', () => {
  it.each([
    ['split-pdf', true],
    ['merge-pdfs', false],
    ['constructor', false],
    ['toString', false],
  ])('%s → %s', (path, expected) => {
    expect(isNewTool(state({ marked: { 'split-pdf': NOW } }), path)).toBe(expected);
  });
});

describe('parseNewToolsState: whatever localStorage holds', () => {
  it.each<[unknown, NewToolsState]>([
    [undefined, emptyNewToolsState()],
    [null, emptyNewToolsState()],
    ['soon', emptyNewToolsState()],
    [[], emptyNewToolsState()],
    [{ soon: ['split-pdf'], marked: { 'merge-pdfs': NOW }, done: ['coin-flip'] }, state({ soon: ['split-pdf'], marked: { 'merge-pdfs': NOW }, done: ['coin-flip'] })],
    [
      // As JSON.parse makes it: "__proto__" an own key, not the prototype.
      JSON.parse(`{"soon":["split-pdf",7,"Bad Path","split-pdf"],"marked":{"merge-pdfs":"yesterday","coin-flip":${NOW},"../x":${NOW},"__proto__":${NOW}},"done":"all"}`),
      state({ soon: ['split-pdf'], marked: { 'coin-flip': NOW } }),
    ],
    [{ marked: { 'coin-flip': Number.POSITIVE_INFINITY } }, emptyNewToolsState()],
  ])('%j → %j', (value, expected) => {
    expect(parseNewToolsState(value)).toEqual(expected);
  });
});
