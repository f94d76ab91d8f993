import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuthView } from '../shell/auth-view';
import { decideModal } from './modal-params';
import { useModalStore } from './modal-store';
import { useAccountModal } from './useAccountModal';
import { lazyModal } from './lazy-modal';
import type { AccountModalProps } from './LoginModal';
import type { FeedbackModalProps } from './FeedbackModal';

const LoginModal = lazyModal<AccountModalProps>('Log In', () => import('./LoginModal').then((module) => module.LoginModal));
const SignupModal = lazyModal<AccountModalProps>('Create Your Account', () => import('./SignupModal').then((module) => module.SignupModal));
const FeedbackModal = lazyModal<FeedbackModalProps>('Got Feedback', () => import('./FeedbackModal').then((module) => module.FeedbackModal));

/** Renders whichever modal is open: login or signup from `?modal=`, feedback from its store. */
export function ModalHost() {
  const location = useLocation();
  const navigate = useNavigate();
  const { user, loading } = useAuthView();
  const account = useAccountModal();
  const feedbackOpen = useModalStore((state) => state.feedbackOpen);
  const closeFeedback = useModalStore((state) => state.closeFeedback);
  // Mid-submit, a sign-in is not yet a success: the form closes its dialog itself once it is.
  const accountSubmitting = useModalStore((state) => state.accountSubmitting);
  const { show, replaceSearch } = decideModal(location.search, { signedIn: user !== null && !accountSubmitting, loading });

  useEffect(() => {
    if (replaceSearch !== null) {
      navigate({ pathname: location.pathname, search: replaceSearch ? `?${replaceSearch}` : '', hash: location.hash }, { replace: true });
    }
  }, [replaceSearch, location.pathname, location.hash, navigate]);

  return (
    <>
      {show === 'login' && <LoginModal onClose={account.close} onSwitch={() => account.switchTo('signup')} />}
      {show === 'signup' && <SignupModal onClose={account.close} onSwitch={() => account.switchTo('login')} />}
      {feedbackOpen && !show && <FeedbackModal onClose={closeFeedback} />}
    </>
  );
}
