/**
 * Reading a remote's mf-manifest.json for the catalogue status table. Whatever a server sends
 * back (HTML error pages, truncated JSON, an old format) becomes a status with a plain reason;
 * nothing here throws.
 */

export interface ManifestInfo {
  /** metaData.buildInfo.buildVersion, or null when the manifest does not say. */
  version: string | null;
  /** The module paths the remote exposes (`./json-formatter`), or null when the list is missing. */
  exposes: string[] | null;
}

export type ManifestParse = { ok: true; manifest: ManifestInfo } | { ok: false; reason: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function parseManifest(text: string): ManifestParse {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    const start = text.trimStart().slice(0, 1);
    return { ok: false, reason: start === '<' ? 'The answer is an HTML page, not a manifest' : 'The manifest is not valid JSON' };
  }
  if (!isRecord(json)) return { ok: false, reason: 'The manifest is not a JSON object' };
  const { metaData, exposes } = json;
  if (!isRecord(metaData)) return { ok: false, reason: 'The manifest has no metaData: it is not an mf-manifest.json' };
  const buildInfo = metaData.buildInfo;
  const rawVersion = isRecord(buildInfo) ? buildInfo.buildVersion : undefined;
  const version = typeof rawVersion === 'string' && rawVersion.trim() ? rawVersion.trim() : null;
  const paths = Array.isArray(exposes)
    ? exposes.flatMap((entry) => (isRecord(entry) && typeof entry.path === 'string' ? [entry.path] : []))
    : null;
  return { ok: true, manifest: { version, exposes: paths } };
}
