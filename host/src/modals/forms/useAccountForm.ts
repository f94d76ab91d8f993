import { useEffect, useRef, useState, type FormEvent } from 'react';
import { messageForError } from '../../user/messages';
import { useModalStore } from '../modal-store';
import { firstInvalid, focusField } from './invalid-fields';

export interface AccountFormOptions<V, K extends string> {
  initial: V | (() => V);
  /** The fields in the order the form shows them, for focusing the first invalid one. */
  fieldOrder: readonly K[];
  errorsFor: (form: V, submitted: boolean) => Partial<Record<K, string>>;
  /** Talks to the backend; throws its error for the form to word. */
  submit: (form: V) => Promise<unknown>;
  /** Where a backend refusal is fixed: the field to focus, and whether to select its text. */
  fieldForFailure: (failure: unknown) => { name: K | undefined; select?: boolean };
  /** Called once the backend said yes; the form stays busy, as the page is about to reload. */
  onDone: () => void;
}

/**
 * The life of the Log In and Create Your Account forms: typed values, errors shown once submitted,
 * the backend's verdict in SPEC's words (cleared by any edit, as it was about the old values),
 * focus moved to where the fix is needed, and one request at a time.
 */
export function useAccountForm<V extends object, K extends string>(options: AccountFormOptions<V, K>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<V>(options.initial);
  const [submitted, setSubmitted] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A dialog closed mid-submit (Escape) must not leave the hold on.
  useEffect(() => () => useModalStore.getState().setAccountSubmitting(false), []);

  const update = <F extends keyof V>(field: F, value: V[F]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setError(null);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    setSubmitted(true);
    const invalid = firstInvalid(options.fieldOrder, options.errorsFor(form, true));
    if (invalid) {
      focusField(formRef.current, invalid);
      return;
    }
    setLoading(true);
    setError(null);
    const { setAccountSubmitting } = useModalStore.getState();
    setAccountSubmitting(true);
    try {
      await options.submit(form);
    } catch (failure) {
      setAccountSubmitting(false);
      setLoading(false);
      setError(messageForError(failure));
      const { name, select = false } = options.fieldForFailure(failure);
      focusField(formRef.current, name, select);
      return;
    }
    options.onDone();
    setAccountSubmitting(false);
  }

  return { formRef, form, update, submitted, loading, error, errors: options.errorsFor(form, submitted), onSubmit };
}
