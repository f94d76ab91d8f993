import { create } from 'zustand';
import type { FeedbackForm } from '../user/validation';
import { emptyFeedbackForm } from './forms/feedback-rules';

/** The feedback modal is not addressable by URL (the spec names only login and signup), so it lives here. */
interface ModalState {
  feedbackOpen: boolean;
  /** What was typed in the feedback form, kept while the dialog is closed so reopening loses nothing. */
  feedbackDraft: FeedbackForm;
  openFeedback(): void;
  closeFeedback(): void;
  saveFeedbackDraft(draft: FeedbackForm): void;
  clearFeedbackDraft(): void;
  /**
   * True while a log-in or sign-up is being submitted. The account signs in before a sign-up has
   * finished (and a failed one is rolled back), so until the form knows the outcome its dialog
   * stays open, there to say what happened, whatever the auth state says meanwhile.
   */
  accountSubmitting: boolean;
  setAccountSubmitting(submitting: boolean): void;
}

export const useModalStore = create<ModalState>((set) => ({
  feedbackOpen: false,
  feedbackDraft: emptyFeedbackForm(),
  openFeedback: () => set({ feedbackOpen: true }),
  closeFeedback: () => set({ feedbackOpen: false }),
  saveFeedbackDraft: (feedbackDraft) => set({ feedbackDraft }),
  clearFeedbackDraft: () => set({ feedbackDraft: emptyFeedbackForm() }),
  accountSubmitting: false,
  setAccountSubmitting: (accountSubmitting) => set({ accountSubmitting }),
}));
