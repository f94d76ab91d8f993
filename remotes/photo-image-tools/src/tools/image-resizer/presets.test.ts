/** The preset sizes (presets.ts). */
import { describe, expect, it } from 'vitest';
import { planResize } from './plan';
import { matchingPreset, PRESETS } from './presets';
import type { SizeSettings } from './settings';

const base: SizeSettings = { mode: 'pixels', width: null, height: null, percent: 100, fit: 'fit', anchor: 'center', noEnlarge: false };
const photo = { width: 6000, height: 4000 };

describe('presets', () => {
  it('recognises the preset the settings match', () => {
    expect(matchingPreset({ mode: 'pixels', width: 1080, height: 1080, fit: 'crop' })?.label).toBe('Instagram square');
    expect(matchingPreset({ mode: 'pixels', width: 1080, height: 1080, fit: 'fit' })).toBeNull();
    expect(matchingPreset({ mode: 'percent', width: 1080, height: 1080, fit: 'crop' })).toBeNull();
  });

  it('has unique ids and sizes a browser can make', () => {
    expect(new Set(PRESETS.map((preset) => preset.id)).size).toBe(PRESETS.length);
    for (const preset of PRESETS) expect(planResize(photo, { ...base, width: preset.width, height: preset.height, fit: preset.fit })).toHaveProperty('value');
  });
});
