import { announceAfterReload } from '@toolhub/shared';
import { Modal } from './Modal';
import type { AccountModalProps } from './LoginModal';
import { SignupForm } from './forms/SignupForm';
import { reloadPage } from './forms/reload-page';

/** The toast the page shows once it has reloaded as the new user. */
export const SIGNED_UP = 'Welcome to ToolHub! Your account is ready.';

export function SignupModal({ onClose, onSwitch, afterSuccess = reloadPage, backend }: AccountModalProps) {
  return (
    <Modal title="Create Your Account" onClose={onClose} description="Earn XP, keep a daily streak and save your favourite tools.">
      <SignupForm
        backend={backend}
        onSignedUp={() => {
          announceAfterReload(SIGNED_UP, 'success');
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
