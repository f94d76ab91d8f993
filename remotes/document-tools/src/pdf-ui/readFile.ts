/** A chosen file's bytes, or an error that says which file could not be read. */
export async function readFileBytes(name: string, file: Blob): Promise<Uint8Array> {
  try {
    return new Uint8Array(await file.arrayBuffer());
  } catch {
    // The file changed or went away on disk since it was chosen.
    throw new Error(`“${name}” could not be read any more. Remove it and add it again.`);
  }
}
