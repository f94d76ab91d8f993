// @ts-check
/**
 * The host's security headers for the local server, kept current: the remote origins come from
 * the catalogue as it is served now (ops' edits take effect on the next page load, as the
 * catalogue itself does), the inline-code hashes from the built index.html (a host rebuild is
 * picked up without a restart).
 */
import { readFile, stat } from 'node:fs/promises';
import { catalogueRemoteOrigins, hostHeaders, inlineHashes, securityOptionsFromEnv } from './security-headers.mjs';

/**
 * @param {object} options
 * @param {() => Promise<string>} options.readCatalogueText      the catalogue as served
 * @param {() => Promise<string>} options.fallbackCatalogueText  the repository's, when the served one is unreadable
 * @param {string} options.indexFile                             the built host's index.html
 * @param {Record<string, string | undefined>} options.env
 * @returns {() => Promise<Record<string, string>>}
 */
export function hostSecurityHeaders({ readCatalogueText, fallbackCatalogueText, indexFile, env }) {
  // Read once: a bad REMOTE_OVERRIDE_ORIGINS stops the server at start, not on a request.
  const fromEnv = securityOptionsFromEnv(env);
  /** @type {string[] | null} */
  let lastGood = null;
  /** @type {{ mtime: number, inline: { scripts: string[], styles: string[] } }} */
  let index = { mtime: Number.NaN, inline: { scripts: [], styles: [] } };

  /** @param {() => Promise<string>} read */
  const originsFrom = async (read) => catalogueRemoteOrigins(JSON.parse(await read()));
  // Every answer carries these headers: the same text is not parsed again for each one (a big
  // catalogue takes tens of milliseconds, which no static host spends per file).
  /** @type {{ text: string | null, origins: string[] }} */
  let parsed = { text: null, origins: [] };

  async function remoteOrigins() {
    try {
      const text = await readCatalogueText();
      if (text !== parsed.text) parsed = { text, origins: catalogueRemoteOrigins(JSON.parse(text)) };
      lastGood = parsed.origins;
      return lastGood;
    } catch {
      // A malformed catalogue: the host keeps the catalogue it had, so the policy does too.
      return lastGood ?? (await originsFrom(fallbackCatalogueText).catch(() => []));
    }
  }

  async function inline() {
    const info = await stat(indexFile).catch(() => null);
    if (!info) return { scripts: [], styles: [] };
    if (info.mtimeMs !== index.mtime) index = { mtime: info.mtimeMs, inline: inlineHashes(await readFile(indexFile, 'utf8')) };
    return index.inline;
  }

  return async () => {
    const [origins, hashes] = await Promise.all([remoteOrigins(), inline()]);
    return hostHeaders({ remoteOrigins: origins, inline: hashes, ...fromEnv });
  };
}
