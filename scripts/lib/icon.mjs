// @ts-check
/**
 * ToolHub's icon: a white toolbox on the brand colour (shared/src/ui/styles.css, --th-accent).
 * `node scripts/icons.mjs` draws it into host/public/icons/ (the SVG, and PNGs rendered from it);
 * the web app manifest (pages/manifest.mjs) and host/index.html name the files listed here.
 */

/** Where the files are served from, and the folder (under host/public) they are written to. */
export const ICON_DIR = 'icons';

/**
 * Every icon file: `any` icons are the rounded tile as drawn; the `maskable` one fills its square
 * and keeps the toolbox inside the central safe zone, since launchers crop it to their own shape.
 * @typedef {{ file: string, size: number | 'any', type: string, purpose: 'any' | 'maskable' }} IconFile
 * @type {IconFile[]}
 */
export const MANIFEST_ICONS = [
  { file: 'toolhub.svg', size: 'any', type: 'image/svg+xml', purpose: 'any' },
  { file: 'toolhub-192.png', size: 192, type: 'image/png', purpose: 'any' },
  { file: 'toolhub-512.png', size: 512, type: 'image/png', purpose: 'any' },
  { file: 'toolhub-maskable-512.png', size: 512, type: 'image/png', purpose: 'maskable' },
];

/** iOS ignores the manifest's icons: its home screen takes this one, opaque (it fills transparency with black). */
export const APPLE_TOUCH_ICON = { file: 'apple-touch-icon.png', size: 180, type: 'image/png', purpose: /** @type {const} */ ('maskable') };

/** The drawing's square, in SVG user units. */
export const CANVAS = 512;
/** The W3C's safe zone for maskable icons: a centred circle of 40% of the icon's size in radius. */
export const SAFE_ZONE_RADIUS = 0.4 * CANVAS;

/**
 * The toolbox, drawn around (0, 0): a wide body with rounded corners, a lid seam with two
 * latches, a carrying handle. GLYPH_EXTENT is how far from the centre its farthest point lies (a
 * lower corner of the body: its corner circle's centre plus the radius), for the safe-zone check.
 */
const GLYPH_BODY = { x: -160, y: -60, width: 320, height: 190, radius: 28 };
export const GLYPH_EXTENT = Math.hypot(GLYPH_BODY.width / 2 - GLYPH_BODY.radius, GLYPH_BODY.y + GLYPH_BODY.height - GLYPH_BODY.radius) + GLYPH_BODY.radius;

/** How big the toolbox is drawn on each kind of tile. */
export const GLYPH_SCALE = { any: 1, maskable: 0.85 };

/**
 * @param {string} accent  the brand colour, `#rrggbb`
 */
function glyph(accent) {
  const { x, y, width, height, radius } = GLYPH_BODY;
  return [
    `<path d="M-72 -54V-104Q-72 -122 -54 -122H54Q72 -122 72 -104V-54" fill="none" stroke="#ffffff" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" fill="#ffffff"/>`,
    `<rect x="${x}" y="-4" width="${width}" height="16" fill="${accent}"/>`,
    ...[-92, 92].map((cx) => `<rect x="${cx - 18}" y="-16" width="36" height="40" rx="8" fill="#ffffff" stroke="${accent}" stroke-width="10"/>`),
  ].join('');
}

/**
 * The icon as an SVG document.
 * @param {'any' | 'maskable'} purpose  `any`: a rounded tile; `maskable`: a full square, the glyph smaller
 * @param {string} accent  the brand colour, `#rrggbb`
 */
export function iconSvg(purpose, accent) {
  if (!/^#[0-9a-f]{6}$/i.test(accent)) throw new Error(`Not a #rrggbb colour: ${JSON.stringify(accent)}`);
  const tile = purpose === 'any' ? `<rect width="${CANVAS}" height="${CANVAS}" rx="112" fill="${accent}"/>` : `<rect width="${CANVAS}" height="${CANVAS}" fill="${accent}"/>`;
  const centre = CANVAS / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CANVAS} ${CANVAS}">` +
    `<title>ToolHub</title>${tile}` +
    `<g transform="translate(${centre} ${centre}) scale(${GLYPH_SCALE[purpose]})">${glyph(accent)}</g>` +
    `</svg>\n`
  );
}

/**
 * The brand colour as the design tokens declare it: the first `--th-accent` (the light theme's).
 * @param {string} css  shared/src/ui/styles.css
 */
export function brandColour(css) {
  const match = /--th-accent\s*:\s*(#[0-9a-f]{6})\s*;/i.exec(css);
  if (!match?.[1]) throw new Error('styles.css declares no --th-accent colour');
  return match[1].toLowerCase();
}
