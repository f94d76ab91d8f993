/**
 * After a log-in or sign-up the page is reloaded (SPEC section 4) so every part of it starts again
 * as the signed-in user. Kept in its own module so tests and callers can pass something else.
 */
export function reloadPage(): void {
  window.location.reload();
}
