/** The PDF to split, opened with pdf.js for its pages: ready, locked until its password is given, or unreadable. */
import { useEffect, useRef, useState } from 'react';
import { openPreview, type OpenedPreview, type PdfPreview } from '../../pdf-ui/thumbnails';

type DocState =
  | { id: string; state: 'ready'; preview: PdfPreview; password?: string }
  | { id: string; state: 'locked'; wrong: boolean; checking: boolean }
  | { id: string; state: 'broken'; message: string };

function docStateOf(id: string, opened: OpenedPreview, password?: string): DocState {
  if (opened.ok) return { id, state: 'ready', preview: opened.preview, password };
  if (opened.problem === 'encrypted' || opened.problem === 'wrong-password') return { id, state: 'locked', wrong: password !== undefined, checking: false };
  return { id, state: 'broken', message: opened.message };
}

export function useOpenedPdf(entryId: string | null, file: Blob | undefined) {
  const [docState, setDocState] = useState<DocState | null>(null);
  const doc = docState && docState.id === entryId ? docState : null;
  const currentId = useRef(entryId);
  useEffect(() => {
    currentId.current = entryId;
  }, [entryId]);

  // The chosen PDF is opened once for its page count and pictures; a new one replaces it.
  useEffect(() => {
    if (!entryId || !file) return;
    let live = true;
    void openPreview(file).then((opened) => {
      if (live) setDocState(docStateOf(entryId, opened));
      else if (opened.ok) opened.preview.close();
    });
    return () => {
      live = false;
    };
  }, [entryId, file]);

  // An open document is released when it is replaced or the tool goes away.
  useEffect(() => {
    if (docState?.state !== 'ready') return;
    const { preview } = docState;
    return () => preview.close();
  }, [docState]);

  async function unlock(password: string) {
    if (!entryId || !file) return;
    setDocState({ id: entryId, state: 'locked', wrong: false, checking: true });
    const opened = await openPreview(file, password);
    if (currentId.current === entryId) setDocState(docStateOf(entryId, opened, password));
    else if (opened.ok) opened.preview.close();
  }

  return { doc, unlock, forget: () => setDocState(null) };
}
