// @ts-check
/** A PNG drawn in the page itself, so the benchmark and the heavy-tools e2e know exactly what is in it. */

/**
 * Black bold text on white, `width` × `height`, as PNG bytes.
 * @param {import('playwright-core').Page} page
 * @param {string} text
 * @returns {Promise<Buffer>}
 */
export async function drawPng(page, text, width = 900, height = 220) {
  const dataUrl = await page.evaluate(
    ({ text, width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, width, height);
      ctx.fillStyle = '#000000';
      ctx.font = 'bold 64px sans-serif';
      ctx.textBaseline = 'middle';
      ctx.fillText(text, 40, height / 2);
      return canvas.toDataURL('image/png');
    },
    { text, width, height },
  );
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}
