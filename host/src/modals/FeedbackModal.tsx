import { Modal } from './Modal';
import type { Backend } from '../backend/backend';
import { FeedbackForm } from './forms/FeedbackForm';

export interface FeedbackModalProps {
  /** Closes the dialog; what was typed stays in the modal store as a draft until it is sent. */
  onClose: () => void;
  /** The backend to use; the page's shared one by default. */
  backend?: () => Promise<Backend>;
}

export function FeedbackModal({ onClose, backend }: FeedbackModalProps) {
  return (
    <Modal title="Got Feedback" onClose={onClose} description="Ideas, bugs, tools you wish we had: we read every message.">
      <FeedbackForm onDone={onClose} backend={backend} />
    </Modal>
  );
}
