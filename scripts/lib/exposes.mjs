// @ts-check
/** What a remote exposes: every `src/tools/<slug>/index.tsx` becomes `./<slug>`. */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** @param {string} remoteDir @returns {Record<string, string>} */
export function toolExposes(remoteDir) {
  const toolsDir = join(remoteDir, 'src', 'tools');
  if (!existsSync(toolsDir)) return {};
  /** @type {Record<string, string>} */
  const exposes = {};
  for (const slug of readdirSync(toolsDir).sort()) {
    const entry = join(toolsDir, slug, 'index.tsx');
    if (existsSync(entry)) exposes[`./${slug}`] = entry;
  }
  return exposes;
}
