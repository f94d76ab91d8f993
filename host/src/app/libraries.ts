/**
 * React's DOM renderer, run on its own before the app (index.ts): by far the biggest library the
 * app starts with, so the app's start takes two shorter tasks instead of one long one.
 */
import 'react-dom/client';
