/** The first field, in the order the form shows them, that has an error. */
export function firstInvalid<K extends string>(order: readonly K[], errors: Partial<Record<K, string>>): K | undefined {
  return order.find((key) => errors[key]);
}

/**
 * Focuses a form's control by name: after a failed submit, keyboard and screen-reader users land
 * where the fix is needed. `select` also selects its text, for retyping a rejected password.
 */
export function focusField(form: HTMLFormElement | null, name: string | undefined, select = false): void {
  if (!form || !name) return;
  const control = form.elements.namedItem(name);
  if (!(control instanceof HTMLElement)) return;
  control.focus();
  if (select && control instanceof HTMLInputElement) control.select();
}
