// @ts-check
/**
 * The host's app chunk: everything host/src/index.ts imports once the pre-rendered page has been
 * painted (the shell, React and the page). index.html preloads it, at low priority like a
 * deferred script, so it downloads with the page; it runs once the page is on screen. Its styles
 * stay in main.css, the render-blocking stylesheet the pre-rendered page is drawn with, and its
 * libraries stay in it, one file.
 *
 * One file matters to Lighthouse's simulation of a slow phone: a preloaded script that arrived
 * before the paint counts as needed for it unless its run is seen starting after it, and a
 * separate library chunk's run (a few milliseconds: the app chunk runs the modules) is too short
 * to be seen, which made the simulated LCP of / swing between 1.0 and 1.7 s from run to run.
 */

/** The chunk name index.ts gives its import of bootstrap.tsx. */
export const APP_CHUNK = 'app';

/** @param {{ name?: string | null }} chunk */
const inApp = (chunk) => chunk.name === APP_CHUNK;

/** splitChunks cache groups for the app chunk. */
export const appChunkGroups = {
  // Its styles go to the main chunk's stylesheet, not to one fetched by script after the paint.
  appStyles: { test: /\.css$/, chunks: inApp, name: 'main', enforce: true, priority: 30 },
  // Its libraries (React, the router, zustand) stay in it.
  appLibraries: { test: /[\\/]node_modules[\\/]/, chunks: inApp, name: APP_CHUNK, enforce: true, priority: 25 },
};

/**
 * The preload tags for the app chunk's scripts: low priority, as a deferred script's own, so the
 * stylesheet the first paint waits for comes first.
 * @param {Iterable<string>} files  the chunk group's files, as emitted
 * @param {string} publicPath
 */
export function preloadTags(files, publicPath) {
  return [...files]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ tagName: 'link', voidTag: true, attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}`, fetchpriority: 'low' } }));
}

/** Adds the app chunk's preload tags to the head of the page HtmlRspackPlugin writes. */
export class PreloadAppChunkPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadAppChunk', (compilation) => {
      compiler.webpack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise('PreloadAppChunk', async (data) => {
        const group = compilation.namedChunkGroups.get(APP_CHUNK);
        if (!group) return data;
        // Not the main chunk's own files: it holds the app's styles, so it is one of the group's chunks.
        const initial = new Set(compilation.entrypoints.get('main')?.getFiles() ?? []);
        const files = group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => !initial.has(file));
        data.assetTags.styles.unshift(...preloadTags(files, data.publicPath));
        return data;
      });
    });
  }
}
