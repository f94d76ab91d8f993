import { useCallback, useRef, useState } from 'react';
import { Button, Message, announce, type CatalogueTool } from '@toolhub/shared';
import { getBackend } from '../backend/select';
import { useAccountModal } from '../modals/useAccountModal';
// The admin pages' loader (latest answer wins, reloads on a key), small and free of admin code.
import { useLoad } from '../pages/admin/useLoad';
import { useUserStore } from '../user/user-store';
import { wishCountText } from './wish-count-text';
import { setWish, useWishesStore } from './wishes-store';
import './notify-me.css';

export const WISH_SAVE_FAILED = 'Could not save your wish. Please try again.';
export const WISH_REMOVE_FAILED = 'Could not remove your wish. Please try again.';
export const WISH_COUNT_FAILED = 'Could not load how many people want this.';

/**
 * "Notify me" on a coming-soon page (issue 17 §3). Signed in, the wish is the account's and is
 * counted. Signed out, the visitor chooses: log in (the wish waits in this browser and joins the
 * account at sign-in) or keep it in this browser only, uncounted, since only accounts may count.
 * "Notified" means the tool is marked New on the home page when it arrives (new-tools.ts).
 */
export function NotifyMe({ tool }: { tool: Pick<CatalogueTool, 'name' | 'path'> }) {
  const { name, path } = tool;
  const signedIn = useUserStore((state) => state.user !== null);
  const wished = useWishesStore((state) => state.wishes.includes(path));
  const keptIn = useWishesStore((state) => state.keptIn);
  const ready = useWishesStore((state) => state.ready);
  const modal = useAccountModal();
  const [choosing, setChoosing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const section = useRef<HTMLElement>(null);

  // Read again whenever the wish changes: our own, or the browser's joining the account at sign-in.
  const loadCount = useCallback(async () => (await getBackend()).wishCount(path), [path]);
  const count = useLoad(loadCount, `${keptIn}:${wished}`);

  async function save(wanted: boolean): Promise<boolean> {
    setBusy(true);
    setProblem(null);
    try {
      await setWish(path, wanted);
      const where = useWishesStore.getState().keptIn;
      if (!wanted) announce(`Your wish for ${name} was removed.`);
      else if (where === 'account') announce(`You’ll be notified when ${name} is ready.`, 'success');
      else announce(`Saved in this browser: ${name} will be marked New here when it’s ready.`, 'success');
      return true;
    } catch (error) {
      console.warn('Could not save the wish', path, error);
      setProblem(wanted ? WISH_SAVE_FAILED : WISH_REMOVE_FAILED);
      return false;
    } finally {
      setBusy(false);
    }
  }

  function toggle() {
    if (busy) return;
    setProblem(null);
    if (!signedIn && !wished) setChoosing((open) => !open);
    else void save(!wished);
  }

  async function keepHere() {
    if (!(await save(true))) return;
    setChoosing(false);
    // The choice (and the focused button in it) goes away: focus returns to where it started.
    section.current?.querySelector<HTMLButtonElement>('button[aria-pressed]')?.focus();
  }

  async function logInToCount() {
    // Kept here first, so the wish survives the page reload after logging in and joins the account.
    if (!(await save(true))) return;
    setChoosing(false);
    modal.open('login');
  }

  return (
    <section ref={section} className="notify-me" aria-labelledby="notify-me-title">
      <h2 id="notify-me-title">Get notified</h2>
      <p className="notify-me-count">
        {count.status === 'ready' ? wishCountText(count.data) : count.status === 'error' ? WISH_COUNT_FAILED : 'Counting wishes…'}
      </p>
      <Button aria-pressed={wished} disabled={!ready} onClick={toggle}>
        <span aria-hidden="true">🔔 </span>Notify me
      </Button>
      {wished && keptIn === 'account' && <p className="notify-me-state">You’ll be notified: {name} will be marked New on the home page when it’s ready.</p>}
      {wished && keptIn === 'browser' && (
        <>
          <p className="notify-me-state">
            Saved in this browser: {name} will be marked New here when it’s ready. Log in to add your wish to the count.
          </p>
          <Button onClick={() => modal.open('login')}>Log In</Button>
        </>
      )}
      {choosing && !signedIn && !wished && (
        <div className="notify-me-choice" role="group" aria-labelledby="notify-me-choice">
          <p id="notify-me-choice">Log in to add your wish to the count and keep it in your account, or keep it in this browser only.</p>
          <div className="notify-me-actions">
            <Button variant="primary" disabled={busy} onClick={() => void logInToCount()}>
              Log In
            </Button>
            <Button disabled={busy} onClick={() => void keepHere()}>
              Keep it in this browser
            </Button>
          </div>
        </div>
      )}
      {problem && <Message tone="error">{problem}</Message>}
    </section>
  );
}
