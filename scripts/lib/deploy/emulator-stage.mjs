// @ts-check
/**
 * The emulated environment's "sites": what `npm run deploy -- <unit> --env emulator` and the
 * hosting e2e suite hand the Firebase Hosting emulator. Deploying there means staging, in
 * .cache/hosting/:
 *
 *   firebase.json   made by the same function as the committed one (hosting-config.mjs), with the
 *                   emulated environment's origins in its headers and paths from this folder
 *   .firebaserc     the repository's (the emulator resolves the hosting targets through it)
 *   host/           a copy of host/dist with the environment's catalogue.json and pages published
 *                   into it: host/dist itself stays as it was built (the e2e suites serve it)
 *
 * The remotes and the function are served from where they are built (remotes/<id>/dist, server/).
 * The emulator serves these folders live: staging again while it runs is a redeploy.
 */
import { existsSync } from 'node:fs';
import { copyFile, cp, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CATALOGUE_FILE, ROOT } from '../units.mjs';
import { fileDate } from '../pages/write.mjs';
import { environmentCatalogue } from './environments.mjs';
import { firebaseConfig, firebaseJsonText } from './hosting-config.mjs';
import { publishCatalogue } from './publish.mjs';

export const EMULATOR_DIR = join(ROOT, '.cache', 'hosting');
export const EMULATOR_CONFIG = join(EMULATOR_DIR, 'firebase.json');

/** @type {import('./hosting-config.mjs').SourceDirs} */
const EMULATOR_DIRS = {
  host: 'host',
  remote: (id) => `../../remotes/${id}/dist`,
  functions: '../../server',
  rules: '../../firestore.rules',
};

/**
 * Writes the emulator's firebase.json and .firebaserc.
 * @param {{ environment: import('./environments.mjs').Environment, catalogueText: string, hostTemplate: string }} inputs
 */
export async function stageEmulatorConfig({ environment, catalogueText, hostTemplate }) {
  await mkdir(EMULATOR_DIR, { recursive: true });
  const config = firebaseConfig({ environment, emulator: environment, catalogueText, hostTemplate, dirs: EMULATOR_DIRS });
  await writeFile(EMULATOR_CONFIG, firebaseJsonText(config));
  await copyFile(join(ROOT, '.firebaserc'), join(EMULATOR_DIR, '.firebaserc'));
}

/**
 * Copies the built host into the staging folder and publishes the environment's catalogue there.
 * @param {{ environment: import('./environments.mjs').Environment, catalogueText: string, hostDist?: string }} inputs
 */
export async function stageEmulatorHost({ environment, catalogueText, hostDist = join(ROOT, 'host', 'dist') }) {
  if (!existsSync(join(hostDist, 'index.html'))) throw new Error(`${hostDist} holds no built host: build it first (npm run deploy -- host --env ${environment.name}).`);
  const dist = join(EMULATOR_DIR, 'host');
  await rm(dist, { recursive: true, force: true });
  await cp(hostDist, dist, { recursive: true });
  return publishCatalogue({
    dist,
    catalogueText: environmentCatalogue(catalogueText, environment),
    siteUrl: environment.host,
    lastmod: await fileDate(CATALOGUE_FILE),
  });
}
