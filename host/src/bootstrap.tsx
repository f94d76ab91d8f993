import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@toolhub/shared/styles.css';
import '@toolhub/shared/kit.css';
import './app/app.css';
import { App } from './app/App';
import { installCrossOriginWorker } from './federation/cross-origin-worker';
import { revalidateCatalogue } from './catalogue/catalogue-store';
import { captureRemoteOverrides } from './federation/overrides';
import { getBackend } from './backend/select';
import { startUserState, useUserStore } from './user/user-store';
import { startFavourites } from './user/favourites-store';
import { warmFederationRuntime } from './federation/remote-registry';
import { afterPaint } from './tracking/after-paint';

installCrossOriginWorker();
captureRemoteOverrides();
void revalidateCatalogue();
void getBackend()
  .then((backend) => {
    startUserState(backend);
    startFavourites(backend);
  })
  .catch((error: unknown) => {
    // The adapter's chunk failed to load: show signed out instead of spinning forever.
    console.error('Accounts are unavailable', error);
    useUserStore.setState({ loading: false, profile: null });
  });

const container = document.getElementById('root');
if (container) {
  // Error boundaries log what they catch themselves; React's default would print it again.
  createRoot(container, { onCaughtError: () => undefined }).render(
    <StrictMode>
      {/* Navigations run as transitions: the page stays until the next tool is ready instead of
          flashing a fallback that React then holds for its reveal throttle (~300 ms). Fields bound
          to the query keep their own state (useQueryState), so typing never lags. */}
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
  afterPaint(warmFederationRuntime);
}
