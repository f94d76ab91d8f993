/**
 * Settings kept in the URL where what the visitor typed wins over the URL (Text to PDF's and Word
 * to PDF's page setup): an emptied field stays empty (with its message) even though the URL then
 * falls back to the default. Reset forgets what was typed and takes the settings out of the URL.
 */
import { useState } from 'react';
import { useResetQuery } from './useResetQuery';

export function useTypedSettings<Raw extends object>(queryKeys: readonly string[]) {
  const [typed, setTyped] = useState<Partial<Raw>>({});
  const resetQuery = useResetQuery(queryKeys);
  const type = (key: keyof Raw, value: string) => setTyped((current) => ({ ...current, [key]: value }));
  const reset = () => {
    setTyped({});
    resetQuery();
  };
  return { typed, type, reset };
}
