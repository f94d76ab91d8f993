/**
 * For tests: a module factory (for vi.doMock) whose first import fails as a lost connection
 * does, and whose later imports give the real module, so a test can check a tool's message and
 * its Retry. Use it on a fresh module graph (vi.resetModules), where nothing is loaded yet.
 */
export function failingOnce<T>(): (importOriginal: () => Promise<T>) => Promise<T> {
  let imports = 0;
  return async (importOriginal) => {
    imports += 1;
    if (imports === 1) throw new Error('Failed to fetch dynamically imported module');
    return importOriginal();
  };
}
