import { announceAfterReload } from '@toolhub/shared';
import { Modal } from './Modal';
import type { Backend } from '../backend/backend';
import { LoginForm } from './forms/LoginForm';
import { reloadPage } from './forms/reload-page';

export interface AccountModalProps {
  /** Closes the dialog and removes `?modal=`. */
  onClose: () => void;
  onSwitch: () => void;
  /** Runs after success, once the parameter is gone: by default the page reloads as the new user (SPEC section 4). */
  afterSuccess?: () => void;
  /** The backend to use; the page's shared one by default. */
  backend?: () => Promise<Backend>;
}

/** The toast the page shows once it has reloaded as the signed-in user. */
export const LOGGED_IN = 'You’re logged in. Welcome back!';

export function LoginModal({ onClose, onSwitch, afterSuccess = reloadPage, backend }: AccountModalProps) {
  return (
    <Modal title="Log In" onClose={onClose} description="Welcome back! Pick up your XP, streak and favourite tools.">
      <LoginForm
        backend={backend}
        onLoggedIn={() => {
          announceAfterReload(LOGGED_IN, 'success');
          onClose();
          afterSuccess();
        }}
      />
      <p className="modal-switch">
        Don’t have an account?{' '}
        <button type="button" className="link-button" onClick={onSwitch}>
          Create Your Account
        </button>
      </p>
    </Modal>
  );
}
