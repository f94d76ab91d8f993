// @ts-check
/**
 * `npm run hosting:config [-- --check]`: writes firebase.json for production from
 * deploy/environments.json, catalogue.json and host/index.html (scripts/lib/deploy/hosting-config.mjs).
 * Run it after changing an environment, adding a remote or changing the host page's inline code;
 * `--check` only says whether firebase.json is up to date (exit 1 when it is not).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { committedFirebaseJson, FIREBASE_JSON } from './lib/deploy/hosting-config.mjs';

try {
  const expected = committedFirebaseJson();
  const current = readFileSync(FIREBASE_JSON, 'utf8');
  if (process.argv.includes('--check')) {
    if (current !== expected) {
      console.error('firebase.json is out of step with deploy/environments.json, catalogue.json or host/index.html: run npm run hosting:config');
      process.exit(1);
    }
    console.log('firebase.json is up to date.');
  } else {
    writeFileSync(FIREBASE_JSON, expected);
    console.log(current === expected ? 'firebase.json was already up to date.' : 'Wrote firebase.json.');
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
