import { describe, expect, it } from 'vitest';
import { zipSync, strToU8 } from 'fflate';
import { extentMatcher, inspectWordFile, MAX_FILE_BYTES, MESSAGES, readCoreTitle, readPictureSizes, readRelationships, rejectedMessage, tooBigMessage, vmlLength } from './inspect';
import { sampleDocx } from './fixtures.testutil';

const ole = (...streams: string[]) => {
  const bytes = new Uint8Array(4096);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  let at = 512;
  for (const name of streams) {
    for (const char of name) {
      bytes[at] = char.charCodeAt(0);
      at += 2;
    }
    at += 64;
  }
  return bytes;
};
const zip = (files: Record<string, string>) => zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));
const text = (value: string) => strToU8(value);

describe('inspectWordFile', () => {
  it.each<[string, Uint8Array, string, string]>([
    ['an empty file', new Uint8Array(), 'a.docx', MESSAGES.empty],
    ['an old binary .doc', ole('WordDocument'), 'old.doc', MESSAGES.oldDoc],
    ['an old .doc named .docx', ole('WordDocument'), 'renamed.docx', MESSAGES.oldDoc],
    ['a password-protected .docx', ole('EncryptionInfo', 'EncryptedPackage'), 'secret.docx', MESSAGES.encrypted],
    ['an old Excel file', ole('Workbook'), 'sheet.xls', MESSAGES.excel],
    ['an RTF file', text('{\\rtf1\\ansi Hello}'), 'letter.rtf', MESSAGES.rtf],
    ['a PDF', text('%PDF-1.7\n...'), 'file.pdf', MESSAGES.pdf],
    ['an OpenDocument text', zip({ mimetype: 'application/vnd.oasis.opendocument.text', 'content.xml': '<x/>' }), 'notes.odt', MESSAGES.odt],
    ['an Excel workbook', zip({ 'xl/workbook.xml': '<x/>' }), 'book.xlsx', MESSAGES.excel],
    ['a PowerPoint deck', zip({ 'ppt/presentation.xml': '<x/>' }), 'deck.pptx', MESSAGES.powerpoint],
    ['some other zip', zip({ 'readme.txt': 'hi' }), 'archive.zip', MESSAGES.notDocx],
    ['a zip named .docx without a document', zip({ 'readme.txt': 'hi' }), 'fake.docx', MESSAGES.misnamed],
    ['random bytes named .docx', new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9]), 'random.docx', MESSAGES.misnamed],
    ['random bytes named .doc', new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9]), 'random.doc', MESSAGES.oldDoc],
    ['a text file', text('just some text'), 'notes.txt', MESSAGES.notDocx],
    ['a zip cut short', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8]), 'broken.docx', MESSAGES.damaged],
  ])('refuses %s with a clear message', (_name, bytes, name, message) => {
    expect(inspectWordFile(bytes, name)).toEqual({ ok: false, message });
  });

  it('refuses a file over the size limit before reading it', () => {
    const big = { length: MAX_FILE_BYTES + 1 } as Uint8Array;
    expect(inspectWordFile(big, 'huge.docx')).toEqual({ ok: false, message: tooBigMessage(MAX_FILE_BYTES + 1) });
    expect(tooBigMessage(150 * 1024 * 1024)).toBe('This file is 150 MB; Word documents up to 100 MB can be converted.');
  });

  it('accepts a real .docx and finds the size Word shows its picture at', async () => {
    const result = inspectWordFile(await sampleDocx({ paragraphs: 1 }), 'report.docx');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.extents).toHaveLength(1);
    expect(result.extents[0]).toMatchObject({ width: 180, height: 90 });
    expect(result.extents[0]!.path).toMatch(/^word\/media\/.+\.png$/);
    expect(result.extents[0]!.bytes).toBeGreaterThan(50);
    expect(result.title).toBe('Quarterly Report Q3');
  });

  it.each([
    ['old.DOC', MESSAGES.oldDoc],
    ['notes.odt', MESSAGES.odt],
    ['letter.rtf', MESSAGES.rtf],
    ['scan.pdf', MESSAGES.pdf],
    ['sheet.xlsx', MESSAGES.excel],
    ['deck.pptx', MESSAGES.powerpoint],
    ['photo.jpg', MESSAGES.notDocx],
    ['no extension', MESSAGES.notDocx],
  ])('says what a dropped %s is', (name, message) => expect(rejectedMessage(name)).toBe(message));

  it.each([
    ['<cp:coreProperties><dc:title>Annual &amp; Final  Report</dc:title></cp:coreProperties>', 'Annual & Final Report'],
    ['<dc:title>&#x3A9;mega &#8364;</dc:title>', 'Ωmega €'],
    ['<dc:title/>', ''],
    ['', ''],
  ])('reads the title from %s', (xml, title) => expect(readCoreTitle(xml)).toBe(title));

  it('refuses a .docx cut short: its zip directory is gone', async () => {
    const bytes = await sampleDocx({ paragraphs: 1 });
    expect(inspectWordFile(bytes.slice(0, bytes.length - 10), 'cut.docx')).toEqual({ ok: false, message: MESSAGES.damaged });
  });
});

describe('picture sizes', () => {
  it('reads relationships, resolving paths against word/', () => {
    const rels = readRelationships(
      '<Relationships><Relationship Id="rId5" Type="image" Target="media/image1.png"/><Relationship Id="rId6" Target="/word/media/b.jpeg"/>' +
        '<Relationship Id="rId7" Target="../customXml/x.png"/><Relationship Id="rId8" Target="https://x.test/a.png" TargetMode="External"/></Relationships>',
    );
    expect([...rels]).toEqual([
      ['rId5', 'word/media/image1.png'],
      ['rId6', 'word/media/b.jpeg'],
      ['rId7', 'customXml/x.png'],
    ]);
  });

  it('reads DrawingML extents (EMU) and VML shape sizes', () => {
    const xml =
      '<w:drawing><wp:inline><wp:extent cx="2540000" cy="1270000"/><a:graphic><pic:pic><a:blip r:embed="rId5"/></pic:pic></a:graphic></wp:inline></w:drawing>' +
      '<w:pict><v:shape id="s" style="width:1in;height:36pt"><v:imagedata r:id="rId6" o:title=""/></v:shape></w:pict>' +
      '<w:drawing><wp:anchor><wp:extent cx="0" cy="0"/><a:blip r:embed="rId7"/></wp:anchor></w:drawing>';
    expect(readPictureSizes(xml)).toEqual([
      { id: 'rId5', width: 200, height: 100 },
      { id: 'rId6', width: 72, height: 36 },
    ]);
  });

  it.each([
    ['72pt', 72],
    ['1in', 72],
    ['2.54cm', 72],
    ['96px', 72],
    ['96', 72],
    ['auto', null],
  ])('VML length %s is %s pt', (value, points) => {
    const result = vmlLength(value);
    if (points === null) expect(result).toBeNull();
    else expect(result).toBeCloseTo(points, 6);
  });

  it('hands sizes to pictures by their byte count, in document order', () => {
    const match = extentMatcher([
      { path: 'a', bytes: 100, width: 10, height: 5 },
      { path: 'b', bytes: 200, width: 20, height: 10 },
      { path: 'a', bytes: 100, width: 30, height: 15 },
    ]);
    expect(match(200)).toEqual({ width: 20, height: 10 });
    expect(match(100)).toEqual({ width: 10, height: 5 });
    expect(match(100)).toEqual({ width: 30, height: 15 });
    expect(match(100)).toEqual({ width: 30, height: 15 });
    expect(match(999)).toBeNull();
  });
});
