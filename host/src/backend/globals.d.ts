/**
 * Injected at build time by rspack.config.ts's DefinePlugin from the FIREBASE_* environment
 * variables, or null when none are given (the local adapter is then used). Code reads it behind a
 * `typeof` guard, so it compiles and runs in tests where nothing defines it.
 */
declare const __TOOLHUB_FIREBASE__: import('./firebase-config').FirebaseConfig | null | undefined;
