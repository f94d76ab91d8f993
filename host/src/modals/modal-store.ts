import { create } from 'zustand';

/** The feedback modal is not addressable by URL (the spec names only login and signup), so it lives here. */
interface ModalState {
  feedbackOpen: boolean;
  openFeedback(): void;
  closeFeedback(): void;
}

export const useModalStore = create<ModalState>((set) => ({
  feedbackOpen: false,
  openFeedback: () => set({ feedbackOpen: true }),
  closeFeedback: () => set({ feedbackOpen: false }),
}));
