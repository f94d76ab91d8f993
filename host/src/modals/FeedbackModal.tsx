import type { ReactNode } from 'react';
import { Modal } from './Modal';
import { toolhubConfig } from '../config/toolhub-config';

export function FeedbackModal({ onClose, children }: { onClose: () => void; children?: ReactNode }) {
  return (
    <Modal title="Got Feedback" onClose={onClose} description="Ideas, bugs, tools you wish we had: we read every message.">
      {children ?? (
        <p>
          Feedback you send here goes straight to the ToolHub team. The form is almost ready; until then, write to{' '}
          <a href={`mailto:${toolhubConfig.supportEmail}?subject=${encodeURIComponent('ToolHub feedback')}`}>
            {toolhubConfig.supportEmail}
          </a>
          .
        </p>
      )}
    </Modal>
  );
}
