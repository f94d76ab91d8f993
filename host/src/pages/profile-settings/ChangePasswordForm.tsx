import { useRef, useState, type FormEvent } from 'react';
import { announce, Button, Message } from '@toolhub/shared';
import type { Backend } from '../../backend/backend';
import { getBackend } from '../../backend/select';
import { PasswordField } from '../../modals/forms/PasswordField';
import { firstInvalid, focusField } from '../../modals/forms/invalid-fields';
import { isWrongPassword, messageForPasswordCheck } from '../../user/reauth-messages';
import { PASSWORD_GUIDANCE } from '../../user/validation';
import {
  CHANGE_PASSWORD_FIELDS,
  PASSWORD_CHANGED,
  changePasswordErrors,
  emptyChangePassword,
  type ChangePasswordField,
  type ChangePasswordValues,
} from './change-password';
import '../../modals/forms/forms.css';

type Status = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

/** Where a refusal is fixed: a wrong current password, or a new one the identity service finds weak. */
function fieldForFailure(failure: unknown): { name: ChangePasswordField | undefined; select: boolean } {
  if (isWrongPassword(failure)) return { name: 'currentPassword', select: true };
  if ((failure as { code?: unknown } | null)?.code === 'auth/weak-password') return { name: 'newPassword', select: true };
  return { name: undefined, select: false };
}

/**
 * Changes the password after checking the current one. The boxes empty once it is done, so the
 * passwords do not linger on screen; after a refusal they keep what was typed, to be corrected.
 */
export interface ChangePasswordFormProps {
  /** The account's email, for password managers to file the new password under. */
  username?: string | null;
  backend?: () => Promise<Backend>;
}

export function ChangePasswordForm({ username, backend = getBackend }: ChangePasswordFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<ChangePasswordValues>(emptyChangePassword);
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const errors = changePasswordErrors(form, submitted);
  const saving = status.kind === 'saving';

  const update = (field: ChangePasswordField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    // The last verdict was about the old values.
    if (!saving) setStatus({ kind: 'idle' });
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    const invalid = firstInvalid(CHANGE_PASSWORD_FIELDS, changePasswordErrors(form, true));
    if (invalid) {
      focusField(formRef.current, invalid);
      return;
    }
    setStatus({ kind: 'saving' });
    try {
      await (await backend()).changePassword(form.currentPassword, form.newPassword);
    } catch (failure) {
      console.warn('Could not change the password', failure);
      setStatus({ kind: 'failed', message: messageForPasswordCheck(failure) });
      const { name, select } = fieldForFailure(failure);
      focusField(formRef.current, name, select);
      return;
    }
    setForm(emptyChangePassword());
    setSubmitted(false);
    setStatus({ kind: 'saved' });
    // Said in a toast: the boxes empty, so the form itself has nothing left to show.
    announce(PASSWORD_CHANGED, 'success');
  }

  /** One of the three password boxes, named as its form field. */
  const password = (field: ChangePasswordField, label: string, toggleLabel: string, autoComplete: 'current-password' | 'new-password', hint?: string) => (
    <PasswordField
      label={label}
      hint={hint}
      error={errors[field]}
      name={field}
      toggleLabel={toggleLabel}
      autoComplete={autoComplete}
      value={form[field]}
      onChange={(value) => update(field, value)}
    />
  );

  return (
    <form ref={formRef} className="settings-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={saving}>
      {username && <input type="email" name="username" autoComplete="username" value={username} readOnly hidden />}
      {password('currentPassword', 'Current password', 'current password', 'current-password')}
      {password('newPassword', 'New password', 'new password', 'new-password', PASSWORD_GUIDANCE)}
      {password('confirmPassword', 'Confirm new password', 'confirm new password', 'new-password')}
      {status.kind === 'failed' && <Message tone="error">{status.message}</Message>}
      <div className="th-row">
        <Button type="submit" variant="primary" disabled={saving}>
          {saving ? 'Changing password...' : 'Change password'}
        </Button>
      </div>
    </form>
  );
}
