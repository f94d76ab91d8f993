import { describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGE_MAX, feedbackCount, feedbackFormErrors, feedbackLength } from './feedback-rules';

const form = (message: string) => ({ type: 'Other' as const, message, email: '' });

describe('feedback rules', () => {
  it('counts trimmed characters, an emoji as one', () => {
    expect(feedbackLength('  hi 👋  ')).toBe(4);
    expect(feedbackCount(1234)).toBe('1,234 / 5,000 characters');
  });

  it('allows exactly the limit after trimming and words the excess', () => {
    expect(feedbackFormErrors(form(` ${'x'.repeat(FEEDBACK_MESSAGE_MAX)}\n`), true)).toEqual({});
    expect(feedbackFormErrors(form('👋'.repeat(FEEDBACK_MESSAGE_MAX + 1)), false).message).toBe(
      'Your feedback is 1 character over the 5,000-character limit. Please shorten it.',
    );
  });
});
