import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, announce } from '@toolhub/shared';
import type { Backend } from '../../backend/backend';
import { getBackend } from '../../backend/select';
import { useModalStore } from '../../modals/modal-store';
import { useShellStore } from '../../shell/shell-store';
import { deleteMyAccount } from '../../user/account-deletion';
import { ACCOUNT_DELETED } from './delete-account';
import { DeleteAccountDialog } from './DeleteAccountDialog';

export interface DeleteAccountSettingProps {
  backend?: () => Promise<Backend>;
  storage?: Pick<Storage, 'removeItem'>;
}

const browserStorage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/**
 * Opens the confirmation dialog; once the account is deleted (and so signed out) the page goes
 * home, as after a logout, and says it is done there: this page has nothing left to show.
 */
export function DeleteAccountSetting({ backend = getBackend, storage = browserStorage() }: DeleteAccountSettingProps) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();

  function onDeleted() {
    setOpen(false);
    useShellStore.getState().closePanels();
    // The draft holds the account's email.
    useModalStore.getState().clearFeedbackDraft();
    navigate('/');
    announce(ACCOUNT_DELETED, 'success');
  }

  return (
    <div className="settings-stack">
      <p>Permanently delete your account and everything ToolHub keeps about it. You will be asked for your password first.</p>
      <div className="th-row">
        <Button className="settings-danger-button" onClick={() => setOpen(true)}>
          Delete my account
        </Button>
      </div>
      {open && (
        <DeleteAccountDialog
          onDelete={async (password) => deleteMyAccount(await backend(), password, storage)}
          onDeleted={onDeleted}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}
