/** Injected at build time by rspack.config.ts. */
declare const __TOOLHUB_PACKAGE__: { name: string; version: string };

/** Build-time shell settings from SOCIAL_URL and SUPPORT_EMAIL; may be absent (tests, older configs). */
declare const __TOOLHUB_CONFIG__: { socialUrl?: string; supportEmail?: string } | undefined;
