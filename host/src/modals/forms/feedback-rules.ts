/**
 * What the feedback form adds to validation.ts: the message length limit (the same 5000 the
 * Firestore rules enforce on the trimmed message) and how long the thank-you stays (SPEC section 9).
 */
import { feedbackErrors, type FeedbackForm, type FieldErrors } from '../../user/validation';
import { formatNumber } from '@toolhub/shared';

export const FEEDBACK_MESSAGE_MAX = 5000;
export const FEEDBACK_SUCCESS_MS = 3000;

/** Characters as people count them: an emoji is one, as in the rules' string size. */
export const feedbackLength = (message: string): number => Array.from(message.trim()).length;


export function feedbackTooLong(length: number): string {
  const over = length - FEEDBACK_MESSAGE_MAX;
  return `Your feedback is ${formatNumber(over)} character${over === 1 ? '' : 's'} over the ${formatNumber(FEEDBACK_MESSAGE_MAX)}-character limit. Please shorten it.`;
}

/** The count under the message box, e.g. "120 / 5,000 characters". */
export const feedbackCount = (length: number): string => `${formatNumber(length)} / ${formatNumber(FEEDBACK_MESSAGE_MAX)} characters`;

export type FeedbackField = 'type' | 'message' | 'email';
export const FEEDBACK_FIELD_ORDER: readonly FeedbackField[] = ['type', 'message', 'email'];

export function feedbackFormErrors(form: FeedbackForm, submitted: boolean): FieldErrors<FeedbackField> {
  const errors: FieldErrors<FeedbackField> = { ...feedbackErrors(form, submitted) };
  const length = feedbackLength(form.message);
  // Over the limit shows at once: the count is already telling the user, and the text is theirs to cut.
  if (length > FEEDBACK_MESSAGE_MAX) errors.message = feedbackTooLong(length);
  return errors;
}

export const emptyFeedbackForm = (): FeedbackForm => ({ type: '', message: '', email: '' });
