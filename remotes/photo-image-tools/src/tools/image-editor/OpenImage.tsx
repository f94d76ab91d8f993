import { useRef } from 'react';
import { Button, FileDrop } from '@toolhub/shared';
import { Panel } from '../../ui/Panel';
import ui from '../../ui/panel.module.css';

interface OpenImageProps {
  onFile: (file: File) => void;
  onProblem: (message: string) => void;
  /** A single row of buttons once a picture is open. */
  compact: boolean;
  /** Files are being dragged over the tool (which takes the drop). */
  dragging: boolean;
}

const canReadClipboard = () => typeof navigator !== 'undefined' && typeof navigator.clipboard?.read === 'function';

async function pasteFromClipboard(onFile: (file: File) => void, onProblem: (message: string) => void) {
  try {
    for (const item of await navigator.clipboard.read()) {
      const type = item.types.find((candidate) => candidate.startsWith('image/'));
      if (type) {
        const blob = await item.getType(type);
        onFile(new File([blob], `pasted.${type.slice(6).replace('+xml', '')}`, { type }));
        return;
      }
    }
    onProblem('The clipboard has no image. Copy an image first, then paste.');
  } catch {
    onProblem('The browser did not allow reading the clipboard. Press Ctrl+V (⌘V on a Mac) instead.');
  }
}

export function OpenImage({ onFile, onProblem, compact, dragging }: OpenImageProps) {
  const input = useRef<HTMLInputElement>(null);

  if (compact) {
    return (
      <div className="th-row">
        <label htmlFor="ie-file" className="th-visually-hidden">
          Open another image
        </label>
        <input
          ref={input}
          id="ie-file"
          type="file"
          accept="image/*"
          className="th-visually-hidden"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
        <Button size="sm" onClick={() => input.current?.click()}>
          Open another…
        </Button>
      </div>
    );
  }

  return (
    <Panel id="ie-open-title" title="Open an image">
      <FileDrop
        label="Choose an image"
        accept="image/*"
        hint="Drop a photo here, paste one with Ctrl+V (⌘V), or choose a file."
        className={dragging ? ui.dropping : undefined}
        onFiles={([file]) => file && onFile(file)}
      />
      {canReadClipboard() && (
        <Button onClick={() => void pasteFromClipboard(onFile, onProblem)}>Paste from clipboard</Button>
      )}
      <p className="th-hint">PNG, JPEG, WebP, GIF, AVIF or BMP up to 60 MB. Your image never leaves this device.</p>
    </Panel>
  );
}
