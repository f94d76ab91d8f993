/** Injected at build time by rspack.config.ts. */
declare const __TOOLHUB_PACKAGE__: { name: string; version: string };
