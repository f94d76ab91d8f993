/**
 * The page-view tracker and third-party analytics wired to the real browser, one of each per page
 * load. Loaded by usePageViewTracking after the first paint, so none of it is in the first load.
 */
import { toolhubConfig } from '../config/toolhub-config';
import { createThirdPartyAnalytics, type ThirdPartyAnalytics } from './third-party';

export { browserTracker } from './browser-tracker';

let sharedThirdParty: ThirdPartyAnalytics | null = null;

export function browserThirdParty(): ThirdPartyAnalytics {
  sharedThirdParty ??= createThirdPartyAnalytics({
    config: toolhubConfig.analytics,
    hostname: location.hostname,
    document,
    window: window as unknown as Parameters<typeof createThirdPartyAnalytics>[0]['window'],
    origin: location.origin,
  });
  return sharedThirdParty;
}
