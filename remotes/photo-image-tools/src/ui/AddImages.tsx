import { FileDrop } from '@toolhub/shared';
import { Panel } from './Panel';
import { useDropArea } from './useDropArea';
import ui from './panel.module.css';

interface AddImagesProps {
  /** The heading's id, which names the card. */
  id: string;
  accept: string;
  hint: string;
  /** While the tool is busy: the picker is off and drops are ignored. */
  disabled: boolean;
  onFiles: (files: readonly File[]) => void;
  /** What a drop brings in when it is more than its files (the ZIP creator's folders); by default, its files go to onFiles. */
  onDropTransfer?: (transfer: DataTransfer) => void;
}

/** The Add images card of a batch tool: the kit's FileDrop for several images, which also takes images dropped anywhere on the card. */
export function AddImages({ id, accept, hint, disabled, onFiles, onDropTransfer }: AddImagesProps) {
  const { dragging, dropProps } = useDropArea((transfer) => {
    if (disabled) return;
    if (onDropTransfer) onDropTransfer(transfer);
    else onFiles(Array.from(transfer.files));
  });
  return (
    <Panel id={id} title="Add images" {...dropProps}>
      <FileDrop label="Choose images" accept={accept} multiple disabled={disabled} hint={hint} className={dragging ? ui.dropping : undefined} onFiles={onFiles} />
    </Panel>
  );
}
