import { describe, expect, it } from 'vitest';
import { APP_CHUNK, appChunkGroups, preloadTags } from '../../scripts/lib/app-chunk.mjs';

describe('the app chunk', () => {
  it('is preloaded, scripts only, at a deferred script’s low priority', () => {
    expect(preloadTags(['app.1a2b3c4d.js', 'app.1a2b3c4d.js.map', 'app.1a2b3c4d.css'], '/')).toEqual([
      { tagName: 'link', voidTag: true, attributes: { rel: 'preload', as: 'script', href: '/app.1a2b3c4d.js', fetchpriority: 'low' } },
    ]);
    expect(preloadTags([], '/')).toEqual([]);
  });

  it('keeps its styles in the main stylesheet and its libraries in itself', () => {
    const app = { name: APP_CHUNK };
    const other = { name: 'src_pages_ToolPage_tsx' };
    expect(appChunkGroups.appStyles.name).toBe('main');
    expect(appChunkGroups.appLibraries.name).toBe(APP_CHUNK);
    for (const group of Object.values(appChunkGroups)) {
      expect([group.chunks(app), group.chunks(other)]).toEqual([true, false]);
    }
    expect(appChunkGroups.appStyles.test.test('/x/home.css')).toBe(true);
    expect(appChunkGroups.appLibraries.test.test('/x/node_modules/react-dom/index.js')).toBe(true);
    expect(appChunkGroups.appLibraries.test.test('/x/host/src/App.tsx')).toBe(false);
  });
});
