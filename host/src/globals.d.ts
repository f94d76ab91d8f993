/** Injected at build time by rspack.config.ts. */
declare const __TOOLHUB_PACKAGE__: { name: string; version: string };

/** Build-time settings (see config/toolhub-config.ts); may be absent (tests, older configs). */
declare const __TOOLHUB_CONFIG__: import('./config/toolhub-config').RawToolhubConfig | undefined;
