import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Message } from '@toolhub/shared';
import type { AuthUser, Profile } from '../../backend/backend';
import { useDocumentMeta } from '../../app/useDocumentMeta';
import { useAuthView } from '../../shell/auth-view';
import { useShellStore } from '../../shell/shell-store';
import { useModalStore } from '../../modals/modal-store';
import { messageForError } from '../../user/messages';
import { useUserStore } from '../../user/user-store';
import { LoadingState } from '../LoadingState';
import { SignInPrompt } from '../dashboard/SignInPrompt';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeleteAccountSetting } from './DeleteAccountSetting';
import { DisplayNameForm } from './DisplayNameForm';
import { ExportDataSetting } from './ExportDataSetting';
import { ThemeSetting } from './ThemeSetting';
import { VisitedToolsSetting } from './VisitedToolsSetting';
import './profile-settings.css';

export const PROFILE_UNAVAILABLE =
  'We could not load your profile, so your display name cannot be changed right now. Try reloading the page; if this keeps happening, please contact support.';

export function ProfileSettingsPage() {
  useDocumentMeta('Profile settings', 'Your ToolHub display name, theme and browsing preferences.');
  const user = useUserStore((state) => state.user);
  const loading = useUserStore((state) => state.loading);
  const profile = useUserStore((state) => state.profile);

  let content: React.ReactNode;
  if (loading || (user && profile === undefined)) content = <LoadingState label="Loading your settings…" />;
  else if (!user) content = <SignedOutSettings />;
  else content = <SignedInSettings user={user} profile={profile ?? null} />;

  return (
    <div className="page profile-settings">
      <h1>Profile settings</h1>
      {content}
    </div>
  );
}

function SignedOutSettings() {
  return (
    <>
      <SignInPrompt>
        <p>Log in to change your display name and manage your account. New here? An account is free and keeps your XP, streak and favourites.</p>
      </SignInPrompt>
      <SettingsSection title="Appearance">
        <ThemeSetting />
      </SettingsSection>
    </>
  );
}

function SignedInSettings({ user, profile }: { user: AuthUser; profile: Profile | null }) {
  const id = useId();
  return (
    <>
      <SettingsSection title="Account">
        <div className="th-field">
          <label htmlFor={`${id}-email`}>Email</label>
          <input id={`${id}-email`} className="th-input" type="email" value={user.email ?? ''} readOnly aria-describedby={`${id}-email-hint`} />
          <span id={`${id}-email-hint`} className="th-hint">
            Your sign-in email cannot be changed here.
          </span>
        </div>
        {profile ? (
          <DisplayNameForm user={user} initialName={profile.displayName || user.displayName || ''} />
        ) : (
          <Message tone="warning">{PROFILE_UNAVAILABLE}</Message>
        )}
      </SettingsSection>
      <SettingsSection title="Change password">
        <ChangePasswordForm username={user.email} />
      </SettingsSection>
      <SettingsSection title="Appearance">
        <ThemeSetting />
      </SettingsSection>
      <SettingsSection title="Recently visited tools">
        <VisitedToolsSetting />
      </SettingsSection>
      <SettingsSection title="Export my data">
        <ExportDataSetting user={user} />
      </SettingsSection>
      <SettingsSection title="Log out">
        <LogoutSetting />
      </SettingsSection>
      <SettingsSection title="Delete my account">
        <DeleteAccountSetting />
      </SettingsSection>
    </>
  );
}

function SettingsSection({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section className="th-card settings-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** The shell's logout (activity first, then sign-out), closing every panel and going home (SPEC section 4). */
function LogoutSetting() {
  const { logout } = useAuthView();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function onLogout() {
    setBusy(true);
    setProblem(null);
    useShellStore.getState().closePanels();
    useModalStore.getState().closeFeedback();
    try {
      await logout();
      navigate('/');
    } catch (error) {
      console.warn('Logout failed', error);
      setProblem(messageForError(error));
      setBusy(false);
    }
  }

  return (
    <div className="settings-stack">
      <p>Log out of ToolHub on this device. Your XP, streak and favourites stay with your account.</p>
      {problem && <Message tone="error">{problem}</Message>}
      <div className="th-row">
        <Button onClick={() => void onLogout()} disabled={busy}>
          {busy ? 'Logging out...' : 'Log out'}
        </Button>
      </div>
    </div>
  );
}
