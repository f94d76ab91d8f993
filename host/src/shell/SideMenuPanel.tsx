import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@toolhub/shared';
import { useModalDialog } from '../modals/useModalDialog';
import { useAccountModal } from '../modals/useAccountModal';
import { useModalStore } from '../modals/modal-store';
import { accountLabel, useAuthView } from './auth-view';
import { useShellStore } from './shell-store';
import { ThemeToggle } from './ThemeToggle';
import { toolhubConfig } from '../config/toolhub-config';
import { CloseIcon } from './icons';
import './side-menu.css';
import { STATIC_ROUTES } from '../routes/static-routes';

/** The slide-in menu's panel: account, theme, support, connect and legal. */
export function SideMenuPanel() {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeMenu = useShellStore((state) => state.closeMenu);
  useModalDialog(dialog, closeMenu);

  return createPortal(
    // A native modal <dialog> filling the viewport: a press on it outside the panel is a press on
    // the overlay. role="dialog" repeats its own role for `[role="dialog"]` checks.
    <dialog
      ref={dialog}
      className="side-menu-overlay"
      role="dialog"
      aria-labelledby={titleId}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) closeMenu();
      }}
    >
      <div className="side-menu">
        <div className="side-menu-header">
          <h2 id={titleId} className="side-menu-title">
            Menu
          </h2>
          <button type="button" className="icon-button" aria-label="Close menu" onClick={closeMenu}>
            <CloseIcon />
          </button>
        </div>
        <MenuSection title="Account">
          <AccountSection />
        </MenuSection>
        <MenuSection title="Theme">
          <ThemeToggle />
        </MenuSection>
        <MenuSection title="Support">
          <button
            type="button"
            className="menu-link"
            onClick={() => {
              closeMenu();
              useModalStore.getState().openFeedback();
            }}
          >
            <span aria-hidden="true">💬</span> Give Feedback
          </button>
        </MenuSection>
        <MenuSection title="Connect">
          <a className="menu-link" href={toolhubConfig.socialUrl} target="_blank" rel="noopener noreferrer">
            <span aria-hidden="true">🌐</span> Follow ToolHub
            <span className="th-visually-hidden"> (opens in a new tab)</span>
          </a>
          <a className="menu-link" href={`mailto:${toolhubConfig.supportEmail}`}>
            <span aria-hidden="true">✉️</span> Email support
          </a>
        </MenuSection>
        <MenuSection title="Legal">
          <Link className="menu-link" to={STATIC_ROUTES['privacy-policy'].path} onClick={closeMenu}>
            Privacy Policy
          </Link>
          <Link className="menu-link" to={STATIC_ROUTES['terms-of-service'].path} onClick={closeMenu}>
            Terms of Service
          </Link>
        </MenuSection>
      </div>
    </dialog>,
    document.body,
  );
}

function MenuSection({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section className="menu-section" aria-labelledby={id}>
      <h3 id={id} className="menu-section-title">
        {title}
      </h3>
      {children}
    </section>
  );
}

function AccountSection() {
  const { user, loading, logout } = useAuthView();
  const closeMenu = useShellStore((state) => state.closeMenu);
  const account = useAccountModal();
  const navigate = useNavigate();

  if (loading) {
    return (
      <p className="menu-status" role="status">
        <span className="spinner spinner-sm" aria-hidden="true" /> Loading your account…
      </p>
    );
  }

  if (!user) {
    return (
      <>
        <p className="menu-hint">Sign in to earn XP, keep a streak and save favourite tools.</p>
        <div className="menu-actions">
          <Button
            onClick={() => {
              closeMenu();
              account.open('login');
            }}
          >
            Login
          </Button>
          <Button
            variant="primary"
            onClick={() => {
              closeMenu();
              account.open('signup');
            }}
          >
            Sign Up
          </Button>
        </div>
      </>
    );
  }

  async function onLogout() {
    closeMenu();
    useModalStore.getState().closeFeedback();
    try {
      await logout();
    } catch (error) {
      console.error('Logout failed', error);
    }
    navigate('/');
  }

  return (
    <>
      <p className="menu-user">
        Logged in as <strong>{accountLabel(user)}</strong>
      </p>
      <Link className="menu-link" to={STATIC_ROUTES['dashboard'].path} onClick={closeMenu}>
        <span aria-hidden="true">📊</span> Dashboard
      </Link>
      <Link className="menu-link" to={STATIC_ROUTES['profile-settings'].path} onClick={closeMenu}>
        <span aria-hidden="true">⚙️</span> Profile Settings
      </Link>
      <button type="button" className="menu-link" onClick={() => void onLogout()}>
        <span aria-hidden="true">🚪</span> Logout
      </button>
    </>
  );
}
