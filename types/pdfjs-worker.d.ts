/** pdf.js's worker entry (pdfjs-dist ships no types for it): the handler that answers the page. */
declare module 'pdfjs-dist/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
