/**
 * The one email rule (SPEC section 5: "a simple address pattern"): something, one @, something
 * with a dot, no spaces. Callers trim first where the input may carry spaces. A regex rather than
 * a library: the identity service is the real judge, this only catches typos before it is asked.
 */
const EMAIL_ADDRESS = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export const isEmailAddress = (text: string): boolean => EMAIL_ADDRESS.test(text);
