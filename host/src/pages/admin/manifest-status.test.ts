import { describe, expect, it } from 'vitest';
import { parseManifest } from './manifest-status';

const manifest = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: 'toolhub_developer_tools',
    name: 'toolhub_developer_tools',
    metaData: { name: 'toolhub_developer_tools', buildInfo: { buildVersion: '1.4.0', buildName: '@toolhub/remote-developer-tools' } },
    shared: [],
    remotes: [],
    exposes: [
      { id: 'toolhub_developer_tools:json-formatter', name: 'json-formatter', path: './json-formatter' },
      { id: 'toolhub_developer_tools:base64', name: 'base64', path: './base64' },
    ],
    ...overrides,
  });

describe('parseManifest', () => {
  it.each([
    { name: 'a real manifest', text: manifest(), expected: { ok: true, manifest: { version: '1.4.0', exposes: ['./json-formatter', './base64'] } } },
    {
      name: 'no buildInfo: answering, version unknown',
      text: manifest({ metaData: { name: 'x' } }),
      expected: { ok: true, manifest: { version: null, exposes: ['./json-formatter', './base64'] } },
    },
    {
      name: 'a blank or non-string version is unknown',
      text: manifest({ metaData: { buildInfo: { buildVersion: '  ' } } }),
      expected: { ok: true, manifest: { version: null, exposes: ['./json-formatter', './base64'] } },
    },
    {
      name: 'a numeric version is unknown rather than guessed',
      text: manifest({ metaData: { buildInfo: { buildVersion: 2 } } }),
      expected: { ok: true, manifest: { version: null, exposes: ['./json-formatter', './base64'] } },
    },
    {
      name: 'no exposes list',
      text: manifest({ exposes: undefined }),
      expected: { ok: true, manifest: { version: '1.4.0', exposes: null } },
    },
    {
      name: 'odd exposes entries are skipped',
      text: manifest({ exposes: [null, 3, { path: 7 }, { path: './ok' }] }),
      expected: { ok: true, manifest: { version: '1.4.0', exposes: ['./ok'] } },
    },
    { name: 'truncated JSON', text: manifest().slice(0, 40), expected: { ok: false, reason: 'The manifest is not valid JSON' } },
    { name: 'empty body', text: '', expected: { ok: false, reason: 'The manifest is not valid JSON' } },
    {
      name: 'an HTML page (an SPA fallback or error page)',
      text: '  <!doctype html><html></html>',
      expected: { ok: false, reason: 'The answer is an HTML page, not a manifest' },
    },
    { name: 'JSON null', text: 'null', expected: { ok: false, reason: 'The manifest is not a JSON object' } },
    { name: 'a JSON array', text: '[]', expected: { ok: false, reason: 'The manifest is not a JSON object' } },
    { name: 'a JSON string', text: '"hi"', expected: { ok: false, reason: 'The manifest is not a JSON object' } },
    {
      name: 'no metaData',
      text: JSON.stringify({ version: 1, remotes: {} }),
      expected: { ok: false, reason: 'The manifest has no metaData: it is not an mf-manifest.json' },
    },
    {
      name: 'metaData is not an object',
      text: manifest({ metaData: 'x' }),
      expected: { ok: false, reason: 'The manifest has no metaData: it is not an mf-manifest.json' },
    },
  ])('$name', ({ text, expected }) => {
    expect(parseManifest(text)).toEqual(expected);
  });
});
