import { describe, expect, it } from 'vitest';
import { textCoverage } from './coverage';
import { item } from './pages.testutil';
import type { PageText } from './model';

const text = (str = 'A page with plenty of text on it for reading.'): Pick<PageText, 'items' | 'hasImages'> => ({ items: [item(str, 72, 100)], hasImages: false });
const scan = (caption = ''): Pick<PageText, 'items' | 'hasImages'> => ({ items: caption ? [item(caption, 72, 800)] : [], hasImages: true });
const blank = (): Pick<PageText, 'items' | 'hasImages'> => ({ items: [], hasImages: false });

describe('textCoverage', () => {
  it.each([
    ['no pages', [], { textless: [], scanned: false, pictures: false }],
    ['all text', [text(), text()], { textless: [], scanned: false, pictures: false }],
    ['all scans', [scan(), scan(), scan()], { textless: [1, 2, 3], scanned: true, pictures: true }],
    ['scans with a short stamp', [scan('Scanned by X'), scan('Scanned by X')], { textless: [1, 2], scanned: true, pictures: true }],
    ['a photo with a long caption is a text page', [{ items: [item('A long caption under the photo of the harbour at dawn.', 72, 700)], hasImages: true }], { textless: [], scanned: false, pictures: false }],
    ['partly scanned', [text(), scan(), text(), scan(), text()], { textless: [2, 4], scanned: false, pictures: true }],
    ['four of five scanned is scanned', [scan(), scan(), scan(), scan(), text()], { textless: [1, 2, 3, 4], scanned: true, pictures: true }],
    ['blank pages are not scans', [text(), blank(), text()], { textless: [], scanned: false, pictures: false }],
    ['only blank pages: nothing to extract', [blank(), blank()], { textless: [], scanned: true, pictures: false }],
  ] as [string, Pick<PageText, 'items' | 'hasImages'>[], ReturnType<typeof textCoverage>][])('%s', (_name, pages, expected) => {
    expect(textCoverage(pages)).toEqual(expected);
  });
});
