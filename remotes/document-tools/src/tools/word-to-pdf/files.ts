/** Which files the tool takes and what it says about the others; no libraries, so the page has it at once. */

/** Larger files take minutes and most of a tab's memory. */
export const MAX_FILE_BYTES = 100 * 1024 * 1024;

/** Files up to this size are kept in the browser for next time; larger ones only for this visit. */
export const DRAFT_MAX_BYTES = 50 * 1024 * 1024;

export function tooBigMessage(size: number): string {
  const mb = Math.round((size / (1024 * 1024)) * 10) / 10;
  return `This file is ${mb} MB; Word documents up to ${MAX_FILE_BYTES / (1024 * 1024)} MB can be converted.`;
}

export const MESSAGES = {
  empty: 'This file is empty.',
  oldDoc: 'This is an old Word .doc file. Open it in Word or LibreOffice and save it as .docx, then try again.',
  encrypted: 'This Word document is password-protected. Open it in Word, remove the password (File › Info › Protect Document), save it and try again.',
  odt: 'This is an OpenDocument text file (.odt). Open it in LibreOffice or Word and save it as .docx, then try again.',
  rtf: 'This is a Rich Text file (.rtf). Open it in Word or LibreOffice and save it as .docx, then try again.',
  pdf: 'This file is already a PDF.',
  excel: 'This is an Excel workbook, not a Word document (.docx).',
  powerpoint: 'This is a PowerPoint presentation, not a Word document (.docx).',
  damaged: 'This .docx file is damaged and could not be read. If it opens in Word, save it again as .docx and try again.',
  misnamed: 'This file is named .docx but is not a Word document: it may be damaged or saved in another format. Open it in Word and save it as .docx again.',
  notDocx: 'This file is not a Word document (.docx).',
} as const;

export function extensionOf(name: string): string {
  const match = /\.([a-z0-9]+)$/i.exec(name.trim());
  return match ? match[1]!.toLowerCase() : '';
}

/** What to say about a dropped file the picker's filter turned away, going by its name alone. */
export function rejectedMessage(name: string): string {
  const byExtension: Record<string, string> = {
    doc: MESSAGES.oldDoc,
    dot: MESSAGES.oldDoc,
    odt: MESSAGES.odt,
    rtf: MESSAGES.rtf,
    pdf: MESSAGES.pdf,
    xls: MESSAGES.excel,
    xlsx: MESSAGES.excel,
    ppt: MESSAGES.powerpoint,
    pptx: MESSAGES.powerpoint,
  };
  return byExtension[extensionOf(name)] ?? MESSAGES.notDocx;
}

