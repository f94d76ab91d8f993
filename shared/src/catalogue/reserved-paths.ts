/** Paths the host owns; no tool may take one of them (validate.ts checks it). */
export const RESERVED_PATHS = [
  '',
  '404',
  'admin',
  'login',
  'signup',
  'dashboard',
  'profile-settings',
  'privacy-policy',
  'terms-of-service',
  'api',
] as const;
