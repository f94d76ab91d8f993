/**
 * A regular expression built on its first use, from its source text. Patterns with Unicode
 * property classes (`\p{L}`, `\p{Lu}`) are slow to set up in a fresh page: Chromium on the 2-core
 * machine took 8–21 ms to build thirteen of them and about as long to run them the first time, and
 * it checks a literal one while it parses the script. A tool's modules are parsed and run in the
 * click that opens it; built here on first use, that cost falls on the first text that needs them.
 * Each call of the returned function gives the same object (a `g` pattern keeps its lastIndex).
 */
export function lazyRegExp(source: string, flags = ''): () => RegExp {
  let built: RegExp | undefined;
  return () => (built ??= new RegExp(source, flags));
}
