import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@toolhub/shared/styles.css';
import '@toolhub/shared/kit.css';
import './app/app.css';
import { App } from './app/App';
import { AppRouter } from './app/AppRouter';
import { installCrossOriginWorker } from './federation/cross-origin-worker';
import { loadCatalogue, useCatalogueStore } from './catalogue/catalogue-store';
import { captureRemoteOverrides } from './federation/overrides';
import { getBackend } from './backend/select';
import { startUserState, useUserStore } from './user/user-store';
import { startFavourites } from './user/favourites-store';
import { warmFederationRuntime } from './federation/remote-registry';
import { afterPaint } from './tracking/after-paint';
import { startWishes } from './wishes/wishes-store';
import { startNewTools } from './wishes/new-tools-store';
import { startOfflineSupport } from './offline/offline-support';

installCrossOriginWorker();
captureRemoteOverrides();
// Wishes and the "New" marks follow the user state and the live catalogue from the start (issue 17 §3).
startWishes();
startNewTools();
// The live catalogue at once, so a tool that ops withdrew never opens; only the home page of a big
// catalogue (whose first screen is built in) lets its first paint go first.
if (useCatalogueStore.getState().complete || window.location.pathname !== '/') void loadCatalogue();
else afterPaint(() => void loadCatalogue());
// Accounts start once the page has painted: the backend adapter's chunk is no part of the first
// load, and the header shows the account button as loading until then.
afterPaint(() =>
  void getBackend()
    .then((backend) => {
      startUserState(backend);
      startFavourites(backend);
    })
    .catch((error: unknown) => {
      // The adapter's chunk failed to load: show signed out instead of spinning forever.
      console.error('Accounts are unavailable', error);
      useUserStore.setState({ loading: false, profile: null });
    }),
);

/**
 * Mounts the app over the pre-rendered page. index.ts calls it in a task of its own: creating the
 * root registers React's listeners for every event type on the container, which on a phone is a
 * long task together with this module's start.
 */
export function mountApp(container: HTMLElement | null = document.getElementById('root')): void {
  if (!container) return;
  // Error boundaries log what they catch themselves; React's default would print it again.
  const root = createRoot(container, { onCaughtError: () => undefined });
  // The first render is a transition, so React yields to the browser every few milliseconds instead
  // of blocking it for the whole page (the pre-rendered markup stays on screen meanwhile).
  startTransition(() =>
    root.render(
      <StrictMode>
        {/* Navigations run as transitions, except opening a tool that is all here (AppRouter.tsx). */}
        <AppRouter>
          <App />
        </AppRouter>
      </StrictMode>,
    ),
  );
  afterPaint(warmFederationRuntime);
  startOfflineSupport();
}
