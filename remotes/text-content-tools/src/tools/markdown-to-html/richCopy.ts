import { copyText } from '@toolhub/shared';

/**
 * Copies HTML as formatted text (pasting into a mail or a document keeps headings, lists and
 * links), with the HTML source as its plain-text alternative. Where the browser cannot put HTML
 * on the clipboard, copies the source. True when something was copied.
 */
export async function copyFormatted(html: string, plain: string): Promise<boolean> {
  try {
    if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
      await navigator.clipboard.write([
        new ClipboardItem({
          'text/html': new Blob([html], { type: 'text/html' }),
          'text/plain': new Blob([plain], { type: 'text/plain' }),
        }),
      ]);
      return true;
    }
  } catch {
    // Refused (permissions, an unfocused page): fall back to the plain text below.
  }
  return copyText(plain);
}
