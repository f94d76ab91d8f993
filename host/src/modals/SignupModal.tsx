import { Modal } from './Modal';
import type { AccountModalProps } from './LoginModal';
import { SignupForm } from './forms/SignupForm';
import { reloadPage } from './forms/reload-page';

export function SignupModal({ onClose, onSwitch, afterSuccess = reloadPage, backend }: AccountModalProps) {
  return (
    <Modal title="Create Your Account" onClose={onClose} description="Earn XP, keep a daily streak and save your favourite tools.">
      <SignupForm
        backend={backend}
        onSignedUp={() => {
          onClose();
          afterSuccess();
        }}
      />
      <p className="modal-switch">
        Already have an account?{' '}
        <button type="button" className="link-button" onClick={onSwitch}>
          Log In
        </button>
      </p>
    </Modal>
  );
}
