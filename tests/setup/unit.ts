import { afterEach } from 'vitest';
import { resetAnnouncements, resetDrafts, resetLinkLimit } from '@toolhub/shared/testing';

// Testing Library only cleans up by itself when test globals are on; they are off here.
afterEach(async () => {
  resetDrafts();
  resetLinkLimit();
  resetAnnouncements();
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});
