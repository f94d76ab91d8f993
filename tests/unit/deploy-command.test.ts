/**
 * Issue 15 §1: `npm run deploy -- <unit> [--env <name>] [--dry-run]` builds only that unit and
 * deploys only its Hosting target; the host is never rebuilt for a remote, and a catalogue is
 * published with no bundle build. `--dry-run` prints exactly the steps a real run executes
 * (scripts/lib/deploy/plan.mjs) and runs nothing.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, readCatalogue } from '../../scripts/lib/units.mjs';
import { parseDeployArgs } from '../../scripts/lib/deploy/args.mjs';

const remoteIds = Object.keys(readCatalogue().remotes);

function deploy(...args: string[]) {
  const run = spawnSync(process.execPath, [join(ROOT, 'scripts', 'deploy.mjs'), ...args], { cwd: ROOT, encoding: 'utf8' });
  return { status: run.status, out: run.stdout.trimEnd().split('\n'), err: run.stderr.trim() };
}

const CHECK_CONFIG = '# check: firebase.json is up to date with deploy/environments.json, catalogue.json and host/index.html (npm run hosting:config)';
const BUILD = 'NODE_ENV=production npx rspack build -c rspack.config.ts --config-name';
const PUBLISH =
  '# publish into host/dist: catalogue.json with the remote sites of "production", and the pages, sitemap.xml and robots.txt for https://demo-toolhub.web.app';
const STAGE_CONFIG =
  '# stage: write .cache/hosting/firebase.json for "emulator"; the emulators serve it live (npm run test:hosting starts them and checks the site)';
const STAGE_HOST =
  '# stage: copy host/dist to .cache/hosting/host and publish into it catalogue.json with the remote sites of "emulator", and the pages for http://127.0.0.1:5600';

describe('npm run deploy -- <unit> --dry-run', () => {
  it.each([
    [
      ['developer-tools'],
      [
        CHECK_CONFIG,
        `${BUILD} developer-tools`,
        '# check: the live host of "production" (https://demo-toolhub.web.app/shared-versions.json) provides the React, router and kit versions developer-tools\'s package.json asks for',
        'npx firebase deploy --only hosting:developer-tools --project demo-toolhub',
      ],
    ],
    [
      ['host'],
      [
        CHECK_CONFIG,
        `${BUILD} host`,
        PUBLISH,
        '# mark host/dist as built and published for "production"',
        "# check: the inline script and style of host/dist/index.html are the ones firebase.json's CSP allows",
        'npx firebase deploy --only hosting:host --project demo-toolhub',
      ],
    ],
    [
      ['catalogue', '--env', 'production'],
      [
        CHECK_CONFIG,
        '# check: host/dist was built and published for "production" by npm run deploy -- host --env production (no bundle is built now)',
        PUBLISH,
        'npx firebase deploy --only hosting:host --project demo-toolhub',
      ],
    ],
    [['news'], [CHECK_CONFIG, 'npx firebase deploy --only functions:news --project demo-toolhub']],
    [
      ['all'],
      [
        CHECK_CONFIG,
        `${BUILD} host ${remoteIds.map((id) => `--config-name ${id}`).join(' ')}`,
        PUBLISH,
        '# mark host/dist as built and published for "production"',
        "# check: the inline script and style of host/dist/index.html are the ones firebase.json's CSP allows",
        'npx firebase deploy --only functions:news,hosting --project demo-toolhub',
      ],
    ],
    [
      ['fun-games', '--env=emulator'],
      [`${BUILD} fun-games`, '# check: the live host of "emulator" (as staged for the emulator) provides the React, router and kit versions fun-games\'s package.json asks for', STAGE_CONFIG],
    ],
    [['host', '--env', 'emulator'], [`${BUILD} host`, STAGE_HOST, STAGE_CONFIG]],
    [['catalogue', '--env', 'emulator'], [STAGE_HOST, STAGE_CONFIG]],
  ])('%j prints its plan and runs nothing', (args, lines) => {
    const run = deploy(...args, '--dry-run');
    expect(run).toEqual({ status: 0, out: lines, err: '' });
  });

  it('never builds or deploys the host for a remote, nor any bundle for a catalogue', () => {
    for (const id of remoteIds) {
      const out = deploy(id, '--dry-run').out.join('\n');
      expect(out).not.toMatch(/--config-name host|hosting:host/);
      expect(out).toContain(`--config-name ${id}\n`);
    }
    expect(deploy('catalogue', '--dry-run').out.join('\n')).not.toContain('rspack');
  });

  it.each([
    [['nope'], `Unknown unit "nope". Deploy one of: host, catalogue, news, all, or a remote: ${remoteIds.join(', ')}.`],
    [['host', '--env', 'staging'], 'Unknown environment "staging": deploy/environments.json names "production", "emulator".'],
    [[], 'Name the unit to deploy.'],
    [['host', 'fun-games'], 'Deploy one unit at a time, not host and fun-games.'],
    [['host', '--force'], 'Unknown option "--force".'],
    [['host', '--env'], "--env needs an environment's name."],
  ])('%j is refused with a clear message and exit 1', (args, message) => {
    const run = deploy(...args, '--dry-run');
    expect(run.status).toBe(1);
    expect(run.out).toEqual(['']);
    expect(run.err.split('\n')[0]).toBe(message);
  });
});

describe('parseDeployArgs', () => {
  it.each([
    [['host'], { unit: 'host', env: 'production', dryRun: false }],
    [['--dry-run', 'ai-tools'], { unit: 'ai-tools', env: 'production', dryRun: true }],
    [['catalogue', '--env=emulator'], { unit: 'catalogue', env: 'emulator', dryRun: false }],
    [['--env', 'production', 'news', '--dry-run'], { unit: 'news', env: 'production', dryRun: true }],
  ])('%j → %j', (argv, parsed) => {
    expect(parseDeployArgs(argv)).toEqual(parsed);
  });
});
