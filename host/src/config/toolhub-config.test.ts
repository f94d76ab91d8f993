import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, MAX_ANALYTICS_SHARDS, resolveConfig, type RawToolhubConfig } from './toolhub-config';

describe('build-time config', () => {
  it('uses the defaults when nothing is configured', () => {
    expect(resolveConfig(undefined)).toEqual(DEFAULT_CONFIG);
    expect(resolveConfig({})).toEqual(DEFAULT_CONFIG);
  });

  it('keeps safe links and falls back otherwise', () => {
    expect(resolveConfig({ socialUrl: 'https://social.example/@th', supportEmail: ' help@th.example ' })).toMatchObject({
      socialUrl: 'https://social.example/@th',
      supportEmail: 'help@th.example',
    });
    expect(resolveConfig({ socialUrl: 'javascript:alert(1)', supportEmail: 'nope' })).toEqual(DEFAULT_CONFIG);
  });

  it.each<[unknown, string[]]>([
    ['admin@toolhub.test', ['admin@toolhub.test']],
    [' Ada@Example.com , bob@example.org,ada@example.com ', ['ada@example.com', 'bob@example.org']],
    ['not-an-email, , @x', []],
    [42, []],
  ])('admin emails from %j', (adminEmails, expected) => {
    expect(resolveConfig({ adminEmails }).adminEmails).toEqual(expected);
  });

  it.each<[RawToolhubConfig, { ga4MeasurementId: string | null; plausibleDomain: string | null }]>([
    [{ ga4MeasurementId: 'G-ABC123XYZ' }, { ga4MeasurementId: 'G-ABC123XYZ', plausibleDomain: null }],
    [{ ga4MeasurementId: ' g-abc123xyz ' }, { ga4MeasurementId: 'G-ABC123XYZ', plausibleDomain: null }],
    [{ ga4MeasurementId: 'G-1"><script>' }, { ga4MeasurementId: null, plausibleDomain: null }],
    [{ plausibleDomain: 'ToolHub.example' }, { ga4MeasurementId: null, plausibleDomain: 'toolhub.example' }],
    [{ plausibleDomain: 'https://evil.example/x.js' }, { ga4MeasurementId: null, plausibleDomain: null }],
  ])('analytics provider from %j', (raw, expected) => {
    expect(resolveConfig(raw).analytics).toEqual(expected);
  });

  it.each<[unknown, number]>([
    [undefined, 0],
    ['', 0],
    ['16', 16],
    [8, 8],
    ['-1', 0],
    ['2.5', 0],
    ['lots', 0],
    ['100000', MAX_ANALYTICS_SHARDS],
  ])('analytics shards from %j', (analyticsShards, expected) => {
    expect(resolveConfig({ analyticsShards }).analyticsShards).toBe(expected);
  });

  it.each<[unknown, { enabled: boolean; origins: string[] }]>([
    [undefined, { enabled: false, origins: [] }],
    [{ enabled: true, origins: ['https://staging.example.com'] }, { enabled: true, origins: ['https://staging.example.com'] }],
    [{ enabled: 'on', origins: ['https://staging.example.com'] }, { enabled: false, origins: [] }],
  ])('remote overrides from %j (off unless the build turned them on)', (remoteOverrides, expected) => {
    expect(resolveConfig({ remoteOverrides }).remoteOverrides).toEqual(expected);
  });
});
