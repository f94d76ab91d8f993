import { useRef, useState, type FormEvent } from 'react';
import { Button, Message } from '@toolhub/shared';
import { Modal } from '../../modals/Modal';
import { Field } from '../../modals/forms/Field';
import { PasswordField } from '../../modals/forms/PasswordField';
import { firstInvalid, focusField } from '../../modals/forms/invalid-fields';
import { isWrongPassword, messageForPasswordCheck } from '../../user/reauth-messages';
import {
  CONFIRMATION_LABEL,
  DELETE_ACCOUNT_FIELDS,
  deleteAccountErrors,
  type DeleteAccountField,
  type DeleteAccountValues,
} from './delete-account';
import '../../modals/forms/forms.css';

export interface DeleteAccountDialogProps {
  /** Deletes the account with this password; rejects with the backend's error. */
  onDelete: (password: string) => Promise<void>;
  /** Called once the account is gone. */
  onDeleted: () => void;
  onClose: () => void;
}

/**
 * Asks for the password and a typed DELETE, then deletes. It cannot be closed while the deletion
 * runs: the outcome must be seen. A refusal (a wrong password) keeps the dialog open to retry.
 */
export function DeleteAccountDialog({ onDelete, onDeleted, onClose }: DeleteAccountDialogProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<DeleteAccountValues>({ password: '', confirmation: '' });
  const [submitted, setSubmitted] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const errors = deleteAccountErrors(form, submitted);

  const update = (field: DeleteAccountField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setProblem(null);
  };
  const close = () => {
    if (!deleting) onClose();
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (deleting) return;
    setSubmitted(true);
    const invalid = firstInvalid(DELETE_ACCOUNT_FIELDS, deleteAccountErrors(form, true));
    if (invalid) {
      focusField(formRef.current, invalid);
      return;
    }
    setDeleting(true);
    setProblem(null);
    try {
      await onDelete(form.password);
    } catch (failure) {
      console.warn('Could not delete the account', failure);
      setDeleting(false);
      setProblem(messageForPasswordCheck(failure));
      if (isWrongPassword(failure)) focusField(formRef.current, 'password', true);
      return;
    }
    onDeleted();
  }

  return (
    <Modal
      title="Delete your account"
      onClose={close}
      description="This permanently deletes your profile, XP, streak, favourites, wishes and activity history, and logs you out. It cannot be undone."
    >
      <form ref={formRef} className="account-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={deleting}>
        <PasswordField
          label="Password"
          hint="Your current password, to confirm it is you."
          error={errors.password}
          name="password"
          toggleLabel="password"
          autoComplete="current-password"
          value={form.password}
          onChange={(value) => update('password', value)}
        />
        <Field label={CONFIRMATION_LABEL} error={errors.confirmation}>
          {(control) => (
            <input
              {...control}
              name="confirmation"
              type="text"
              className="th-input"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={form.confirmation}
              onChange={(event) => update('confirmation', event.target.value)}
            />
          )}
        </Field>
        {problem && <Message tone="error">{problem}</Message>}
        <div className="th-row settings-dialog-actions">
          <Button onClick={close} disabled={deleting}>
            Cancel
          </Button>
          <Button type="submit" className="settings-danger-button" disabled={deleting}>
            {deleting ? 'Deleting account...' : 'Permanently delete my account'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
