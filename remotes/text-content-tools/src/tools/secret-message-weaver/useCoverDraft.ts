import { useState } from 'react';
import { useDraft } from '@toolhub/shared';
import { stripWoven } from './logic';

/**
 * The cover text, kept in this browser so it survives a reload. A cover that still carries an
 * earlier hidden message is stored without it: secrets are never written to storage.
 */
export function useCoverDraft(): [string, (value: string) => void, { restored: boolean; clear: () => void }] {
  const [stored, setStored, draft] = useDraft('secret-message-weaver:cover', '');
  const [typed, setTyped] = useState<string | null>(null);
  const change = (value: string) => {
    setTyped(value);
    setStored(stripWoven(value).text);
  };
  const clear = () => {
    setTyped(null);
    draft.clear();
  };
  return [typed ?? stored, change, { restored: draft.restored && typed === null, clear }];
}
