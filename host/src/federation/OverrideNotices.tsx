import { useState } from 'react';
import { deferred } from '../app/deferred';
import { toolhubConfig } from '../config/toolhub-config';
import { readOverrides } from './overrides';
import { useOverrideStore } from './override-store';

// A developer feature most visits never meet: its code is fetched only when there is something to say.
const OverrideBanner = deferred('remote overrides banner', () => import('./OverrideBanner').then((banner) => banner.OverrideBanner), {
  prefetch: false,
});

/** The remote overrides banner and confirmation (OverrideBanner.tsx), once this tab has any. */
export function OverrideNotices() {
  const [active] = useState(() => Object.keys(readOverrides(toolhubConfig.remoteOverrides)).length > 0);
  const asking = useOverrideStore((state) => Object.keys(state.pending).length > 0 || state.rejected.length > 0);
  return active || asking ? <OverrideBanner /> : null;
}
