import type { ReactNode } from 'react';
import { Modal } from './Modal';

export interface AccountModalProps {
  onClose: () => void;
  onSwitch: () => void;
  /** The form, when accounts arrive; without one the dialog explains what is coming. */
  children?: ReactNode;
}

export function LoginModal({ onClose, onSwitch, children }: AccountModalProps) {
  return (
    <Modal title="Log In" onClose={onClose} description="Welcome back! Pick up your XP, streak and favourite tools.">
      {children ?? (
        <p>
          Signing in is arriving with ToolHub accounts very soon. Every tool already works without an account, and
          nothing you do in a tool is sent anywhere.
        </p>
      )}
      <p className="modal-switch">
        Don’t have an account?{' '}
        <button type="button" className="link-button" onClick={onSwitch}>
          Create Your Account
        </button>
      </p>
    </Modal>
  );
}
