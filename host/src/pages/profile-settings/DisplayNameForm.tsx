import { useId, useRef, useState, type FormEvent } from 'react';
import { announce, Button, Message } from '@toolhub/shared';
import type { AuthUser } from '../../backend/backend';
import { getBackend } from '../../backend/select';
import { messageForError } from '../../user/messages';
import { useUserStore } from '../../user/user-store';
import { DISPLAY_NAME_MAX_LENGTH, DISPLAY_NAME_SAVED, displayNameError } from './display-name';

type SaveState = { status: 'idle' } | { status: 'saving' } | { status: 'saved' } | { status: 'failed'; message: string };

/**
 * Changes the display name on the account and on users/{uid}. What the user typed stays in the
 * box whatever happens; the live profile update after saving does not overwrite it.
 */
export function DisplayNameForm({ user, initialName }: { user: AuthUser; initialName: string }) {
  const [value, setValue] = useState(initialName);
  const [submitted, setSubmitted] = useState(false);
  const [save, setSave] = useState<SaveState>({ status: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const error = displayNameError(value, submitted);
  const saving = save.status === 'saving';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    if (displayNameError(value, true)) {
      input.current?.focus();
      return;
    }
    const displayName = value.trim();
    setSave({ status: 'saving' });
    try {
      const backend = await getBackend();
      const updated = await backend.setDisplayName(displayName);
      await backend.mergeProfile(user.uid, { displayName });
      // The identity service sends no auth event for a name change; the shell's copy of the user is updated here.
      useUserStore.setState((state) => (state.user?.uid === updated.uid ? { user: updated } : state));
      setValue(displayName);
      setSubmitted(false);
      setSave({ status: 'saved' });
      announce(DISPLAY_NAME_SAVED, 'success');
    } catch (failure) {
      console.warn('Could not save the display name', failure);
      setSave({ status: 'failed', message: messageForError(failure) });
    }
  }

  return (
    <form className="settings-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="th-field">
        <label htmlFor={`${id}-name`}>Display name</label>
        <input
          ref={input}
          id={`${id}-name`}
          className="th-input"
          name="displayName"
          autoComplete="nickname"
          value={value}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          onChange={(event) => {
            setValue(event.target.value);
            if (save.status !== 'saving') setSave({ status: 'idle' });
          }}
        />
        <span id={`${id}-hint`} className="th-hint">
          Shown on your dashboard. Up to {DISPLAY_NAME_MAX_LENGTH} characters; it does not need to be unique.
        </span>
        {error && (
          <span id={`${id}-error`} className="settings-field-error" role="alert">
            {error}
          </span>
        )}
      </div>
      {save.status === 'failed' && <Message tone="error">{save.message}</Message>}
      <div className="th-row">
        <Button type="submit" variant="primary" disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
