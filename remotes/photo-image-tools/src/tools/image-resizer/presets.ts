/** Preset sizes: the platforms' recommended sizes, and which one the settings match. */
import type { FitMode, SizeSettings } from './settings';

export interface Preset {
  id: string;
  label: string;
  width: number;
  height: number;
  fit: FitMode;
}

export interface PresetGroup {
  title: string;
  presets: Preset[];
}

/** Sizes the platforms recommend (their help pages, 2024–2025); icons are square and padded, not cropped. */
export const PRESET_GROUPS: PresetGroup[] = [
  {
    title: 'Social media',
    presets: [
      { id: 'ig-square', label: 'Instagram square', width: 1080, height: 1080, fit: 'crop' },
      { id: 'ig-portrait', label: 'Instagram portrait', width: 1080, height: 1350, fit: 'crop' },
      { id: 'ig-story', label: 'Instagram / TikTok story', width: 1080, height: 1920, fit: 'crop' },
      { id: 'fb-post', label: 'Facebook link image', width: 1200, height: 630, fit: 'crop' },
      { id: 'fb-cover', label: 'Facebook cover', width: 851, height: 315, fit: 'crop' },
      { id: 'x-post', label: 'X post', width: 1600, height: 900, fit: 'crop' },
      { id: 'x-header', label: 'X header', width: 1500, height: 500, fit: 'crop' },
      { id: 'li-post', label: 'LinkedIn post', width: 1200, height: 627, fit: 'crop' },
      { id: 'li-banner', label: 'LinkedIn banner', width: 1584, height: 396, fit: 'crop' },
      { id: 'yt-thumb', label: 'YouTube thumbnail', width: 1280, height: 720, fit: 'crop' },
      { id: 'yt-banner', label: 'YouTube banner', width: 2560, height: 1440, fit: 'crop' },
      { id: 'pin', label: 'Pinterest pin', width: 1000, height: 1500, fit: 'crop' },
    ],
  },
  {
    title: 'Icons',
    presets: [
      { id: 'icon-16', label: 'Favicon 16', width: 16, height: 16, fit: 'pad' },
      { id: 'icon-32', label: 'Favicon 32', width: 32, height: 32, fit: 'pad' },
      { id: 'icon-48', label: 'Icon 48', width: 48, height: 48, fit: 'pad' },
      { id: 'icon-180', label: 'Apple touch icon', width: 180, height: 180, fit: 'pad' },
      { id: 'icon-192', label: 'Android icon', width: 192, height: 192, fit: 'pad' },
      { id: 'icon-512', label: 'App icon 512', width: 512, height: 512, fit: 'pad' },
    ],
  },
  {
    title: 'Screens and web',
    presets: [
      { id: 'web-1200', label: 'Web large', width: 1200, height: 1200, fit: 'fit' },
      { id: 'hd', label: 'HD 720p', width: 1280, height: 720, fit: 'fit' },
      { id: 'fhd', label: 'Full HD 1080p', width: 1920, height: 1080, fit: 'fit' },
      { id: '4k', label: '4K UHD', width: 3840, height: 2160, fit: 'fit' },
    ],
  },
];

export const PRESETS = PRESET_GROUPS.flatMap((group) => group.presets);

/** The preset the settings match, if any. */
export function matchingPreset(settings: Pick<SizeSettings, 'mode' | 'width' | 'height' | 'fit'>): Preset | null {
  if (settings.mode !== 'pixels') return null;
  return PRESETS.find((preset) => preset.width === settings.width && preset.height === settings.height && preset.fit === settings.fit) ?? null;
}
