import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Message } from '@toolhub/shared';
import type { Backend } from '../../backend/backend';
import { getBackend } from '../../backend/select';
import { submitFeedback } from '../../user/feedback-actions';
import { FEEDBACK_FAILURE, FEEDBACK_SUCCESS } from '../../user/messages';
import { useUserStore } from '../../user/user-store';
import { canSubmitFeedback, FEEDBACK_TYPES, type FeedbackForm as FeedbackValues } from '../../user/validation';
import { useModalStore } from '../modal-store';
import { Field } from './Field';
import { EmailField } from './EmailField';
import { firstInvalid, focusField } from './invalid-fields';
import { emptyFeedbackForm, FEEDBACK_FIELD_ORDER, FEEDBACK_SUCCESS_MS, feedbackCount, feedbackFormErrors, feedbackLength } from './feedback-rules';
import './forms.css';

export interface FeedbackFormProps {
  /** Called when the thank-you has been shown for its 3 seconds: the dialog closes. */
  onDone: () => void;
  backend?: () => Promise<Backend>;
}

type Status = 'editing' | 'sending' | 'sent';

/** Starts from the draft kept while the dialog was closed; a signed-in user's address fills an empty email. */
function initialForm(userEmail: string | null | undefined): FeedbackValues {
  const draft = useModalStore.getState().feedbackDraft;
  return draft.email || !userEmail ? draft : { ...draft, email: userEmail };
}

export function FeedbackForm({ onDone, backend = getBackend }: FeedbackFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const userEmail = useUserStore((state) => state.user?.email);
  const [form, setForm] = useState<FeedbackValues>(() => initialForm(userEmail));
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<Status>('editing');
  const [failed, setFailed] = useState(false);
  const errors = feedbackFormErrors(form, submitted);
  const canSubmit = status === 'editing' && canSubmitFeedback(form, { sending: false, submitted }) && !errors.message;
  const length = feedbackLength(form.message);

  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    if (status !== 'sent') return;
    thanksRef.current?.focus();
    const timer = setTimeout(() => {
      setForm(emptyFeedbackForm());
      setSubmitted(false);
      setStatus('editing');
      done.current();
    }, FEEDBACK_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const update = (field: keyof FeedbackValues, value: string) => {
    const next = { ...form, [field]: value };
    setForm(next);
    useModalStore.getState().saveFeedbackDraft(next);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== 'editing') return;
    setSubmitted(true);
    const invalid = firstInvalid(FEEDBACK_FIELD_ORDER, feedbackFormErrors(form, true));
    if (invalid) {
      focusField(formRef.current, invalid);
      return;
    }
    setStatus('sending');
    setFailed(false);
    try {
      await submitFeedback(await backend(), form);
    } catch (failure) {
      // The user sees the spec's message; the cause is for whoever reads the console.
      console.warn('Feedback could not be sent', failure);
      setStatus('editing');
      setFailed(true);
      return;
    }
    useModalStore.getState().clearFeedbackDraft();
    setStatus('sent');
  }

  if (status === 'sent') {
    return (
      <div ref={thanksRef} tabIndex={-1} className="feedback-thanks">
        <Message tone="success">{FEEDBACK_SUCCESS}</Message>
      </div>
    );
  }

  return (
    <form ref={formRef} className="account-form" noValidate onSubmit={onSubmit} aria-busy={status === 'sending'}>
      <Field label="Feedback Type" error={errors.type}>
        {(control) => (
          <select {...control} name="type" className="th-select" value={form.type} onChange={(event) => update('type', event.target.value)}>
            <option value="">Select a type</option>
            {FEEDBACK_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Message" hint={feedbackCount(length)} error={errors.message}>
        {(control) => (
          <textarea
            {...control}
            name="message"
            className="th-textarea feedback-message"
            rows={6}
            value={form.message}
            placeholder="What should we add, fix or improve?"
            onChange={(event) => update('message', event.target.value)}
            onKeyDown={(event) => {
              // Enter makes new lines here, so Ctrl/Cmd+Enter sends.
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                formRef.current?.requestSubmit();
              }
            }}
          />
        )}
      </Field>
      <EmailField label="Email (optional)" hint="Only if you would like a reply." error={errors.email} value={form.email} onChange={(value) => update('email', value)} />
      {failed && <Message tone="error">{FEEDBACK_FAILURE}</Message>}
      <Button type="submit" variant="primary" className="account-form-submit" disabled={!canSubmit}>
        {status === 'sending' ? 'Sending...' : 'Send Feedback'}
      </Button>
    </form>
  );
}
