/**
 * The host's built-in catalogue (host/src/catalogue/catalogue-snapshot.ts) is computed here, from
 * the catalogue the build checked (TOOLHUB_CATALOGUE or catalogue.json), and written as JSON the
 * module is replaced with: the whole catalogue when it fits on the home page, else the home page's
 * share, so the browser never carries or cuts a big catalogue in its first load.
 * TypeScript, unlike its neighbours: it runs @toolhub/shared's snapshot code (rspack.config.ts).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { rspack } from '@rspack/core';
import { catalogueSnapshot } from '../../../shared/src/catalogue/snapshot';
import type { Catalogue } from '../../../shared/src/catalogue/schema';
import { ROOT } from '../units.mjs';

export function snapshotReplacement(catalogueFile: string) {
  const text = readFileSync(catalogueFile, 'utf8');
  const dir = join(ROOT, '.cache', 'catalogue-snapshot');
  const file = join(dir, `${createHash('sha256').update(catalogueFile).update(text).digest('hex').slice(0, 16)}.json`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, JSON.stringify(catalogueSnapshot(JSON.parse(text) as Catalogue)));
  return new rspack.NormalModuleReplacementPlugin(/catalogue-snapshot$/, (resource: { context: string; request: string }) => {
    if (resolve(resource.context, resource.request) === join(ROOT, 'host', 'src', 'catalogue', 'catalogue-snapshot')) resource.request = file;
  });
}
