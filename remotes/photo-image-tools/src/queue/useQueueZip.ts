import { useState } from 'react';
import { downloadBlob } from '@toolhub/shared';
import type { Notice } from '../codecs/queue';
import { zipResults } from '../codecs/zip';

type ZipFile = Parameters<typeof zipResults>[0][number];

/** The finished pictures as one ZIP download named `fileName`: `zipping` while it is made, `onFail` when it could not be. */
export function useQueueZip(fileName: string, onFail: (notice: Notice) => void) {
  const [zipping, setZipping] = useState(false);

  async function downloadZip(files: readonly ZipFile[]) {
    setZipping(true);
    try {
      downloadBlob(await zipResults(files), fileName);
    } catch {
      onFail({ tone: 'error', text: 'The ZIP could not be made. Download the images one by one instead.' });
    } finally {
      setZipping(false);
    }
  }

  return { zipping, downloadZip };
}
