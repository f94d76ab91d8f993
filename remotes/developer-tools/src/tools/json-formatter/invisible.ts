/** How error messages show a character of the input: as itself, or by code point when it cannot be seen. */
import { lazyRegExp } from '@toolhub/shared/worker';

// Controls, format characters (U+200B, U+FEFF…), lone surrogate halves and every separator but the
// ordinary space show as nothing, or as "�", between quotes. Built on first use (kit lazyRegExp):
// only a document with an error needs it, never the click that opens the tool.
const UNSEEN = lazyRegExp(String.raw`^(?:[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]|(?! )\p{Zs})$`, 'u');

/** The whole character at a UTF-16 offset, both halves of a surrogate pair together. */
export function charAt(text: string, offset: number): string | undefined {
  const code = text.codePointAt(offset);
  return code === undefined ? undefined : String.fromCodePoint(code);
}

/** Null for a character that shows as itself, else its name, e.g. "character U+200B". */
export function unseenName(char: string): string | null {
  if (!UNSEEN().test(char)) return null;
  return `character U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}
