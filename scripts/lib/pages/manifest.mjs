// @ts-check
/**
 * The web app manifest (/manifest.webmanifest), what makes the site installable: its name,
 * icons, colours, and shortcuts to the popular tools. Written with the pages (write.mjs), so a
 * published catalogue refreshes the shortcuts, and rendered on request by the local server.
 */
import { ICON_DIR, MANIFEST_ICONS } from '../icon.mjs';
import { HOME_TITLE, SITE_NAME, STATIC_PAGES } from './pages.mjs';

export const MANIFEST_FILE = 'manifest.webmanifest';

/**
 * The colour of the browser's own bars, per theme: the header's surface (--th-surface in
 * shared/src/ui/styles.css), so the bar and the header read as one. host/index.html names both
 * in its theme-color metas; a unit test keeps the three in step.
 */
export const THEME_COLORS = { light: '#ffffff', dark: '#181b24' };
/** The page's background in the light theme (--th-bg): the splash screen an installed app opens on. */
export const BACKGROUND_COLOR = '#f6f7fb';

/**
 * How many popular tools the manifest offers as shortcuts: the home page's "Popular" row
 * (popularTools in shared/src/catalogue/lookup.ts: the first 6 available tools, catalogue order).
 */
export const SHORTCUT_COUNT = 6;

/**
 * @typedef {{ name: string, path: string, description: string, isAvailable: boolean }} ShortcutTool
 * @param {{ tools?: ShortcutTool[] }} catalogue
 */
export function shortcutTools(catalogue) {
  return (catalogue.tools ?? []).filter((tool) => tool.isAvailable).slice(0, SHORTCUT_COUNT);
}

/**
 * The manifest for a catalogue. Addresses are root-relative: the app lives at the site's root.
 * A catalogue with no available tool gets no `shortcuts` at all.
 * @param {{ tools?: ShortcutTool[] }} catalogue
 */
export function webAppManifest(catalogue) {
  const home = STATIC_PAGES[''];
  const shortcuts = shortcutTools(catalogue).map((tool) => ({ name: tool.name, description: tool.description, url: `/${tool.path}` }));
  return {
    id: '/',
    name: HOME_TITLE,
    short_name: SITE_NAME,
    description: home?.description ?? '',
    lang: 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: BACKGROUND_COLOR,
    theme_color: THEME_COLORS.light,
    icons: MANIFEST_ICONS.map((icon) => ({
      src: `/${ICON_DIR}/${icon.file}`,
      sizes: icon.size === 'any' ? 'any' : `${icon.size}x${icon.size}`,
      type: icon.type,
      purpose: icon.purpose,
    })),
    ...(shortcuts.length > 0 ? { shortcuts } : {}),
  };
}

/**
 * The file's text.
 * @param {{ tools?: ShortcutTool[] }} catalogue
 */
export const manifestJson = (catalogue) => `${JSON.stringify(webAppManifest(catalogue), null, 2)}\n`;
