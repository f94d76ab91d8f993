import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonProps } from './Button';
import { copyText } from './clipboard';

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The text to copy, or a function producing it at click time. */
  text: string | (() => string);
  label?: string;
}

/** A button that copies text and says so for two seconds ("Copied!" or "Copy failed"). */
export function CopyButton({ text, label = 'Copy', disabled, ...rest }: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function onClick() {
    const ok = await copyText(typeof text === 'function' ? text() : text);
    setState(ok ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), 2000);
  }

  return (
    <Button {...rest} disabled={disabled} onClick={onClick} aria-live="polite">
      {state === 'copied' ? 'Copied!' : state === 'failed' ? 'Copy failed' : label}
    </Button>
  );
}
