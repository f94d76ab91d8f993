/** The heavy tools the benchmark measures, and the control that shows each one is usable. */

export const HEAVY = [
  'image-to-text',
  'text-to-pdf',
  'image-editor',
  'image-zip-creator',
  'merge-pdfs',
  'split-pdf',
  'pdf-compressor',
  'pdf-to-word',
  'word-to-pdf',
  'emotion-to-art',
  'ai-rewriter',
  'ai-news',
  'personality-decoder',
];

/**
 * The control that makes each tool usable (labels as in its index.test.tsx).
 * @type {Record<string, (page: import('playwright-core').Page) => import('playwright-core').Locator>}
 */
export const READY = {
  'image-to-text': (page) => page.getByLabel('Image file', { exact: true }),
  'text-to-pdf': (page) => page.getByLabel('Text', { exact: true }),
  'image-editor': (page) => page.getByLabel('Choose an image', { exact: true }),
  'image-zip-creator': (page) => page.getByLabel('Choose images', { exact: true }),
  'merge-pdfs': (page) => page.getByLabel('Add PDFs', { exact: true }),
  'split-pdf': (page) => page.getByLabel('Choose a PDF', { exact: true }),
  'pdf-compressor': (page) => page.getByLabel('Choose a PDF', { exact: true }),
  'pdf-to-word': (page) => page.getByLabel('Choose a PDF', { exact: true }),
  'word-to-pdf': (page) => page.getByLabel('Choose a Word document (.docx)', { exact: true }),
  'emotion-to-art': (page) => page.getByLabel('Or describe it in words', { exact: true }),
  'ai-rewriter': (page) => page.getByLabel('Text to rewrite', { exact: true }),
  'ai-news': (page) => page.getByRole('list', { name: 'Headlines', exact: true }).getByRole('link').first(),
  'personality-decoder': (page) => page.getByRole('button', { name: 'Start the test', exact: true }),
};
