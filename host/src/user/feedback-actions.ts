/** Sending the feedback form: the document SPEC describes, sent once however often it is clicked. */
import { type Backend, type FeedbackWrite, serverTime } from '../backend/backend';
import { type FeedbackForm, isFeedbackType } from './validation';
import { singleFlight } from './single-flight';

export function feedbackDocument(form: FeedbackForm): FeedbackWrite {
  if (!isFeedbackType(form.type)) throw new Error('Feedback needs a type');
  const email = form.email.trim();
  return { type: form.type, message: form.message.trim(), email: email || null, createdAt: serverTime() };
}

export function submitFeedback(backend: Backend, form: FeedbackForm): Promise<string> {
  const document = feedbackDocument(form);
  return singleFlight(`feedback:${document.type}:${document.email ?? ''}:${document.message}`, () => backend.addFeedback(document));
}
