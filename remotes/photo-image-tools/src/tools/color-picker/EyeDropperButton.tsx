import { useState } from 'react';
import { Button, Message } from '@toolhub/shared';
import { parseColor, type Rgba } from './logic';

interface EyeDropperResult {
  sRGBHex: string;
}
type EyeDropperConstructor = new () => { open: () => Promise<EyeDropperResult> };

function eyeDropperApi(): EyeDropperConstructor | undefined {
  return typeof window === 'undefined'
    ? undefined
    : (window as unknown as { EyeDropper?: EyeDropperConstructor }).EyeDropper;
}

/** Picks any pixel on the screen where the browser offers the EyeDropper API (Chromium desktop). */
export function EyeDropperButton({ onPick }: { onPick: (color: Rgba) => void }) {
  const [error, setError] = useState<string | null>(null);
  const Api = eyeDropperApi();

  async function open() {
    if (!Api) return;
    setError(null);
    try {
      const { sRGBHex } = await new Api().open();
      const parsed = parseColor('hex', sRGBHex);
      if (parsed.ok) onPick(parsed.color);
      else setError('The browser returned a colour this tool could not read.');
    } catch (caught) {
      // Escape closes the dropper with an AbortError: the user changed their mind.
      if (caught instanceof DOMException && caught.name === 'AbortError') return;
      setError('The screen picker could not be opened.');
    }
  }

  return (
    <div className="th-stack">
      <Button onClick={open} disabled={!Api} aria-describedby={Api ? undefined : 'cp-eyedropper-hint'}>
        💧 Pick from screen
      </Button>
      {!Api && (
        <span id="cp-eyedropper-hint" className="th-hint">
          Your browser has no screen colour picker (EyeDropper API). It works in Chrome, Edge and Opera on desktop;
          here you can pick from an image instead.
        </span>
      )}
      {error && <Message tone="error">{error}</Message>}
    </div>
  );
}
