// @ts-check
/**
 * `node scripts/icons.mjs`: draws ToolHub's icon (scripts/lib/icon.mjs) into host/public/icons/:
 * the SVG and the PNGs the web app manifest and iOS need, rendered from it by the system
 * Chromium (playwright-core). Run it once, when the design or the brand colour changes: its
 * outputs are committed as assets, and the build only copies them (a unit test checks the SVG
 * and the PNGs' sizes are current).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { APPLE_TOUCH_ICON, brandColour, ICON_DIR, iconSvg, MANIFEST_ICONS } from './lib/icon.mjs';
import { ROOT } from './lib/units.mjs';

const dir = join(ROOT, 'host', 'public', ICON_DIR);
const accent = brandColour(readFileSync(join(ROOT, 'shared', 'src', 'ui', 'styles.css'), 'utf8'));
mkdirSync(dir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of [...MANIFEST_ICONS, APPLE_TOUCH_ICON]) {
    const svg = iconSvg(icon.purpose, accent);
    if (icon.size === 'any') {
      writeFileSync(join(dir, icon.file), svg);
      continue;
    }
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block;width:${icon.size}px;height:${icon.size}px}</style>${svg}`,
    );
    writeFileSync(join(dir, icon.file), await page.screenshot({ omitBackground: true, type: 'png' }));
  }
  console.info(`Wrote ${MANIFEST_ICONS.length + 1} icons into host/public/${ICON_DIR}/ (brand colour ${accent})`);
} finally {
  await browser.close();
}
