// @ts-check
/**
 * Build-log notices that describe what ToolHub means to do, kept out of the build output so a
 * real warning stands out. Each one says why it is not a problem; nothing else is dropped.
 */
import { stripVTControlCharacters } from 'node:util';

/** @type {{ logger: string, type: string, text: string }[]} */
export const KNOWN_NOTICES = [
  {
    logger: 'Module Federation Manifest Plugin',
    type: 'warn',
    // Known false positive: publicPath 'auto' is a supported manifest mode (module-federation/core#2463), the one that lets a remote move origin (PORT, a CDN) without a rebuild.
    text: "Manifest will use absolute path resolution via its host at runtime, reason: publicPath='auto'",
  },
];

/**
 * @param {string} name  the infrastructure logger's name
 * @param {string} type  the log type (warn, error, …)
 * @param {unknown[]} args
 */
export function isKnownNotice(name, type, args) {
  // The federation loggers pass their prefix and the message as two arguments.
  if (args.length === 0 || !args.every((arg) => typeof arg === 'string')) return false;
  const message = stripVTControlCharacters(args.join(' '));
  return KNOWN_NOTICES.some((notice) => notice.logger === name && notice.type === type && message.endsWith(notice.text));
}

/** Put it first in `plugins`: the federation plugin logs its notice while it is applied. */
export class KnownNoticesPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.infrastructureLog.tap('KnownNoticesPlugin', (name, type, args) => (isKnownNotice(name, type, args) ? true : undefined));
  }
}
