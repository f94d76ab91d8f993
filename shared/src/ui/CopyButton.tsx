import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonProps } from './Button';
import { copyText } from './clipboard';
import { announce } from '../kit/announce';

export const COPIED = 'Copied to clipboard.';
export const COPY_FAILED = 'Copy failed. Select the text and press Ctrl+C (⌘C on a Mac).';

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The text to copy, or a function producing it at click time. */
  text: string | (() => string);
  label?: string;
}

/**
 * A button that copies text and says so: its label reads "Copied!" or "Copy failed" for two
 * seconds, and a toast (the page's polite live region) tells screen readers and everyone else.
 */
export function CopyButton({ text, label = 'Copy', disabled, ...rest }: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function onClick() {
    const ok = await copyText(typeof text === 'function' ? text() : text);
    setState(ok ? 'copied' : 'failed');
    announce(ok ? COPIED : COPY_FAILED, ok ? 'success' : 'error');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), 2000);
  }

  return (
    <Button {...rest} disabled={disabled} onClick={onClick}>
      {state === 'copied' ? 'Copied!' : state === 'failed' ? 'Copy failed' : label}
    </Button>
  );
}
