import { useState } from 'react';
import { Button, Message, downloadText } from '@toolhub/shared';
import type { AuthUser, Backend } from '../../backend/backend';
import { getBackend } from '../../backend/select';
import { collectAccountData, exportFileName, exportJson } from '../../user/account-export';
import { messageForError } from '../../user/messages';

type Status = { kind: 'idle' } | { kind: 'working' } | { kind: 'done' } | { kind: 'failed'; message: string };

export const exportDone = (fileName: string): string => `Your data was downloaded as ${fileName}.`;

export interface ExportDataSettingProps {
  user: AuthUser;
  backend?: () => Promise<Backend>;
  storage?: Pick<Storage, 'getItem'>;
  now?: () => Date;
}

const browserStorage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** Downloads everything kept about the user as toolhub-data-YYYY-MM-DD.json (user/account-export.ts). */
export function ExportDataSetting({ user, backend = getBackend, storage = browserStorage(), now = () => new Date() }: ExportDataSettingProps) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const working = status.kind === 'working';

  async function onExport() {
    setStatus({ kind: 'working' });
    try {
      const at = now();
      const data = await collectAccountData(await backend(), user, { storage, now: at });
      const fileName = exportFileName(at);
      // The toast says it, with the file's name (the kit's download announces every download).
      downloadText(exportJson(data), fileName, 'application/json', { announce: exportDone(fileName) });
      setStatus({ kind: 'done' });
    } catch (failure) {
      console.warn('Could not export the account’s data', failure);
      setStatus({ kind: 'failed', message: messageForError(failure) });
    }
  }

  return (
    <div className="settings-stack">
      <p>
        Download a copy of everything ToolHub keeps about you: your profile, favourites, wishes and full activity history, plus what this
        browser remembers for you. It is a JSON file that other apps can read.
      </p>
      {status.kind === 'failed' && <Message tone="error">{status.message}</Message>}
      <div className="th-row">
        <Button onClick={() => void onExport()} disabled={working}>
          {working ? 'Preparing your data...' : 'Download my data'}
        </Button>
      </div>
    </div>
  );
}
