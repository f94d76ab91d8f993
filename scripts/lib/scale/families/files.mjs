// @ts-check
/** Image and PDF operations, one page per operation and format as real sites list them. */
import { pick } from '../random.mjs';
import { keywords } from './family.mjs';

/** @typedef {import('./family.mjs').Family} Family */

const PICTURE_FORMATS = ['PNG', 'JPG', 'WebP', 'GIF', 'HEIC', 'AVIF', 'TIFF', 'BMP', 'SVG', 'Photo'];

/** [name with {F} for the format, what it does, module, extra keywords]. */
const IMAGE_OPERATIONS = /** @type {const} */ ([
  ['Compress {F}', 'Shrink {F} files to a target size with a before-and-after preview', './image-compressor', ['compress', 'reduce size', 'optimize']],
  ['Resize {F}', 'Resize {F} images to exact pixels or a percentage', './image-resizer', ['resize', 'dimensions', 'scale']],
  ['Crop {F}', 'Crop {F} images freely or to social media ratios', './image-editor', ['crop', 'trim', 'aspect ratio']],
  ['Rotate {F}', 'Rotate {F} images by any angle, in batches', './image-editor', ['rotate', 'turn', 'orientation']],
  ['Flip {F}', 'Mirror {F} images horizontally or vertically', './image-editor', ['flip', 'mirror', 'reverse']],
  ['Add Watermark to {F}', 'Stamp text or a logo on {F} images', './image-editor', ['watermark', 'logo', 'protect']],
  ['Blur {F}', 'Blur all or part of a {F} image, faces and plates included', './image-editor', ['blur', 'censor', 'privacy']],
  ['Sharpen {F}', 'Sharpen soft {F} photos with a strength slider', './image-editor', ['sharpen', 'enhance', 'focus']],
  ['Grayscale {F}', 'Turn {F} images black and white', './image-editor', ['black and white', 'grayscale', 'filter']],
  ['Remove Background from {F}', 'Cut the subject out of a {F} image', './image-editor', ['remove background', 'transparent', 'cutout']],
  ['Add Border to {F}', 'Frame {F} images with a border of any colour', './image-editor', ['border', 'frame', 'padding']],
  ['Round Corners of {F}', 'Give {F} images rounded corners', './image-editor', ['rounded corners', 'radius', 'shape']],
  ['Pixelate {F}', 'Pixelate a {F} image or part of it', './image-editor', ['pixelate', 'mosaic', 'censor']],
  ['Remove EXIF from {F}', 'Strip location and camera data from {F} files', './image-compressor', ['exif', 'metadata', 'privacy']],
  ['{F} Metadata Viewer', 'See the camera, date and location stored in {F} files', './image-editor', ['exif', 'metadata', 'camera']],
  ['Add Text to {F}', 'Write captions on {F} images in any font', './image-editor', ['text', 'caption', 'meme']],
  ['Upscale {F}', 'Enlarge {F} images while keeping edges crisp', './image-resizer', ['upscale', 'enlarge', 'resolution']],
  ['Invert {F} Colors', 'Invert the colours of a {F} image', './image-editor', ['invert', 'negative', 'colors']],
]);

const PDF_OPERATIONS = /** @type {const} */ ([
  ['Rotate PDF', 'Rotate some or all pages of a PDF', ['rotate', 'pages', 'orientation']],
  ['Unlock PDF', 'Remove the password from a PDF you may open', ['unlock', 'password', 'decrypt']],
  ['Protect PDF', 'Add a password to a PDF', ['password', 'encrypt', 'secure']],
  ['Add Page Numbers to PDF', 'Number the pages of a PDF in any corner', ['page numbers', 'pagination', 'footer']],
  ['Sign PDF', 'Draw or type your signature onto a PDF', ['signature', 'sign', 'e-sign']],
  ['Redact PDF', 'Black out private text in a PDF for good', ['redact', 'censor', 'privacy']],
  ['Crop PDF', 'Trim the margins of PDF pages', ['crop', 'margins', 'trim']],
  ['Extract PDF Pages', 'Save chosen pages of a PDF as a new file', ['extract', 'pages', 'select']],
  ['Reorder PDF Pages', 'Drag PDF pages into a new order', ['reorder', 'sort', 'pages']],
  ['Delete PDF Pages', 'Remove pages from a PDF', ['delete', 'remove', 'pages']],
  ['Flatten PDF', 'Turn PDF form fields and notes into plain page content', ['flatten', 'forms', 'annotations']],
  ['Add Watermark to PDF', 'Stamp text or an image across PDF pages', ['watermark', 'stamp', 'draft']],
  ['PDF Metadata Editor', 'Edit the title, author and keywords of a PDF', ['metadata', 'title', 'author']],
  ['Compare PDFs', 'See what changed between two PDFs', ['compare', 'diff', 'changes']],
  ['OCR PDF', 'Make a scanned PDF searchable', ['ocr', 'scan', 'searchable']],
  ['Grayscale PDF', 'Convert a PDF to black and white for printing', ['grayscale', 'print', 'ink']],
  ['Repair PDF', 'Recover what a damaged PDF still holds', ['repair', 'fix', 'corrupt']],
  ['Fill PDF Form', 'Fill in and save PDF forms', ['form', 'fill', 'fields']],
  ['Edit PDF Text', 'Change words in a PDF', ['edit', 'text', 'modify']],
  ['PDF Page Counter', 'Count the pages of many PDFs at once', ['count', 'pages', 'batch']],
  ['Resize PDF Pages', 'Change the page size of a PDF to A4, Letter or custom', ['resize', 'a4', 'letter']],
  ['N-up PDF', 'Put several PDF pages on one sheet', ['n-up', 'print', 'handout']],
]);

/** @type {Family[]} */
export const FILE_FAMILIES = [
  {
    id: 'image-operations',
    category: { id: 'image-editing', name: 'Image Editing', remote: 'photo-image-tools', icon: '🪄', description: 'Quick fixes for pictures, format by format.' },
    module: './image-editor',
    icon: '🪄',
    ideas: (random) =>
      PICTURE_FORMATS.flatMap((format) =>
        IMAGE_OPERATIONS.map(([name, text, module, words]) => ({
          name: name.replace('{F}', format),
          description: `${text.replaceAll('{F}', format === 'Photo' ? 'photo' : format)}${pick(random, [', right in your browser.', '; nothing is uploaded.', ', free and without sign-up.'])}`,
          keywords: keywords([format, ...words, 'image', 'photo']),
          module,
        })),
      ),
  },
  {
    id: 'pdf-operations',
    category: 'document-tools',
    module: './merge-pdfs',
    icon: '📑',
    ideas: (random) =>
      PDF_OPERATIONS.map(([name, text, words]) => ({
        name: String(name),
        description: `${text}${pick(random, [', in your browser.', '; the file stays on your device.', ', free and without watermarks.'])}`,
        keywords: keywords(['pdf', ...words, 'document']),
      })),
  },
];
