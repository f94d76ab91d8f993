/** Injected at build time by rspack.config.ts. */
declare const __TOOLHUB_PACKAGE__: { name: string; version: string };

/** Build-time settings (see config/toolhub-config.ts); may be absent (tests, older configs). */
declare const __TOOLHUB_CONFIG__: import('./config/toolhub-config').RawToolhubConfig | undefined;

/** Versions of the libraries the host shares with remotes: installed version and required range. */
declare const __TOOLHUB_SHARED_VERSIONS__: Record<
  'react' | 'react-dom' | 'react-router' | 'react-router-dom' | 'zustand' | '@toolhub/shared',
  { version: string; range: string }
>;
