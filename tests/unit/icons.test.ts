import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  APPLE_TOUCH_ICON,
  brandColour,
  CANVAS,
  GLYPH_EXTENT,
  GLYPH_SCALE,
  ICON_DIR,
  iconSvg,
  MANIFEST_ICONS,
  SAFE_ZONE_RADIUS,
} from '../../scripts/lib/icon.mjs';
import { ROOT } from '../../scripts/lib/units.mjs';

const dir = join(ROOT, 'host', 'public', ICON_DIR);
const styles = readFileSync(join(ROOT, 'shared', 'src', 'ui', 'styles.css'), 'utf8');

/** A PNG's size and colour type from its IHDR chunk (bytes 16–25). */
function png(file: string) {
  const bytes = readFileSync(join(dir, file));
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), alpha: [4, 6].includes(bytes[25]!) };
}

describe('the ToolHub icon', () => {
  it('is drawn on the brand colour of the design tokens', () => {
    expect(brandColour(styles)).toBe('#4f46e5');
    expect(iconSvg('any', '#4f46e5')).toContain('fill="#4f46e5"');
    expect(() => brandColour(':root { --th-accent: var(--x); }')).toThrow(/--th-accent/);
    expect(() => iconSvg('any', 'red')).toThrow(/#rrggbb/);
  });

  it('keeps the maskable toolbox inside the safe zone, and the tile’s inside its square', () => {
    expect(GLYPH_EXTENT * GLYPH_SCALE.maskable).toBeLessThan(SAFE_ZONE_RADIUS);
    expect(GLYPH_EXTENT * GLYPH_SCALE.any).toBeLessThan(CANVAS / 2);
    expect(iconSvg('maskable', '#4f46e5')).not.toContain(' rx="112"');
    expect(iconSvg('any', '#4f46e5')).toContain(' rx="112"');
  });

  it('host/public/icons/toolhub.svg is the current drawing (run `node scripts/icons.mjs` after a change)', () => {
    expect(readFileSync(join(dir, 'toolhub.svg'), 'utf8')).toBe(iconSvg('any', brandColour(styles)));
  });

  it.each(MANIFEST_ICONS.filter((icon) => icon.size !== 'any').map((icon) => [icon.file, icon.size, icon.purpose] as const))(
    '%s is a %i px PNG (%s)',
    (file, size, purpose) => {
      expect(png(file)).toEqual({ width: size, height: size, alpha: purpose === 'any' });
    },
  );

  it('the apple-touch-icon is a 180 px opaque PNG (iOS fills transparency with black)', () => {
    expect(png(APPLE_TOUCH_ICON.file)).toEqual({ width: 180, height: 180, alpha: false });
    expect(readFileSync(join(ROOT, 'host', 'index.html'), 'utf8')).toContain(`<link rel="apple-touch-icon" href="/${ICON_DIR}/${APPLE_TOUCH_ICON.file}" />`);
  });
});
