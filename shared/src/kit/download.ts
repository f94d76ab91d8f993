import { announce } from './announce';

export interface DownloadOptions {
  /** The toast that says it happened: "Downloaded <file name>" unless given; false for none. */
  announce?: string | false;
}

/**
 * Saves a Blob under `fileName` through a temporary link; the object URL is released after. Every
 * download says so in a toast (the page's polite live region), so it is never silent.
 */
export function downloadBlob(blob: Blob, fileName: string, options: DownloadOptions = {}): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  const message = options.announce ?? `Downloaded ${fileName}`;
  if (message !== false) announce(message, 'success');
}

/** Saves text as a file (UTF-8). */
export function downloadText(text: string, fileName: string, type = 'text/plain', options: DownloadOptions = {}): void {
  downloadBlob(new Blob([text], { type: `${type};charset=utf-8` }), fileName, options);
}
