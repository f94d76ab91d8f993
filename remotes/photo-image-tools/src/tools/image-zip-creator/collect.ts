/** Files from a drop, including whole folders where the browser exposes them. */

const byName = (a: File, b: File) => a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' });

function readAll(reader: FileSystemDirectoryReader): Promise<FileSystemEntry[]> {
  // readEntries returns a batch (about 100 in Chrome) per call until it returns none.
  return new Promise((resolve, reject) => {
    const all: FileSystemEntry[] = [];
    const next = () =>
      reader.readEntries((batch) => {
        if (batch.length === 0) resolve(all);
        else {
          all.push(...batch);
          next();
        }
      }, reject);
    next();
  });
}

async function walk(entry: FileSystemEntry, into: File[]): Promise<void> {
  // Hidden files (.DS_Store, ._photo.jpg) come along with folders but are never wanted.
  if (entry.name.startsWith('.')) return;
  if (entry.isFile) {
    const file = await new Promise<File>((resolve, reject) => (entry as FileSystemFileEntry).file(resolve, reject));
    into.push(file);
  } else if (entry.isDirectory) {
    const children = await readAll((entry as FileSystemDirectoryEntry).createReader());
    const files: File[] = [];
    for (const child of children) await walk(child, files);
    into.push(...files.sort(byName));
  }
}

/** Must be called during the drop event: the entries vanish once it returns. */
export function filesFromDrop(transfer: DataTransfer): Promise<File[]> {
  const items = Array.from(transfer.items ?? []).filter((item) => item.kind === 'file');
  const entries = items.map((item) => (typeof item.webkitGetAsEntry === 'function' ? item.webkitGetAsEntry() : null));
  const plain = Array.from(transfer.files);
  if (entries.length === 0 || entries.some((entry) => entry === null)) return Promise.resolve(plain);
  return (async () => {
    const files: File[] = [];
    try {
      for (const entry of entries) if (entry) await walk(entry, files);
      return files;
    } catch {
      return plain;
    }
  })();
}
