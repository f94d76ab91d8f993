import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@toolhub/shared/styles.css';
import './app/app.css';
import { App } from './app/App';
import { installCrossOriginWorker } from './federation/cross-origin-worker';
import { revalidateCatalogue } from './catalogue/catalogue-store';
import { captureRemoteOverrides } from './federation/overrides';

installCrossOriginWorker();
captureRemoteOverrides();
void revalidateCatalogue();

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
}
