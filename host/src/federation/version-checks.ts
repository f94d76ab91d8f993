/**
 * The federation runtime's version check, run once ahead. The runtime checks each shared library's
 * version against the range asked for (its own semver `satisfy`) while it plans a remote's preloads
 * and again when the remote takes its shared modules. The first check compiles a dozen regular
 * expressions and the checker's code: about 10 ms in Chromium on the development machine, inside
 * the task that plans the first tool's loading (30 ms in all, a long task on a phone). Run in a
 * task of its own once the runtime exists, that cost leaves the tool's load.
 */
export type VersionCheck = (version: string, range: string) => boolean;

/**
 * Checks every library the host provides against its own required range, and names those whose
 * installed version does not satisfy it (none, in a consistent build).
 */
export function checkProvidedVersions(versions: Record<string, { version: string; range: string }>, satisfy: VersionCheck): string[] {
  return Object.entries(versions)
    .filter(([, { version, range }]) => !satisfy(version, range))
    .map(([name]) => name);
}
