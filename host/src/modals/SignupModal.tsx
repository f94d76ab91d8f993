import { Modal } from './Modal';
import type { AccountModalProps } from './LoginModal';

export function SignupModal({ onClose, onSwitch, children }: AccountModalProps) {
  return (
    <Modal title="Create Your Account" onClose={onClose} description="Earn XP, keep a daily streak and save your favourite tools.">
      {children ?? (
        <p>
          Accounts are on their way. You will sign up with an email address and a password, and choose a display
          name you can change later.
        </p>
      )}
      <p className="modal-switch">
        Already have an account?{' '}
        <button type="button" className="link-button" onClick={onSwitch}>
          Log In
        </button>
      </p>
    </Modal>
  );
}
