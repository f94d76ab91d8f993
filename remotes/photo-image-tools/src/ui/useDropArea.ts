import { useState, type DragEvent } from 'react';

const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * Files dropped anywhere on an element, through one path: the tool's own checks (and folders, in
 * the ZIP creator). The kit's FileDrop takes drops only on its own box and without folders, so a
 * drop is caught on its way down and not passed on to a FileDrop inside.
 */
export function useDropArea(onDrop: (transfer: DataTransfer) => void) {
  const [dragging, setDragging] = useState(false);
  const dropProps = {
    onDragOverCapture(event: DragEvent<HTMLElement>) {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      event.stopPropagation();
      setDragging(true);
    },
    onDragLeave(event: DragEvent<HTMLElement>) {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDropCapture(event: DragEvent<HTMLElement>) {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      event.stopPropagation();
      setDragging(false);
      onDrop(event.dataTransfer);
    },
  };
  return { dragging, dropProps };
}

/** The handlers that make an element take the drop. */
export type DropProps = ReturnType<typeof useDropArea>['dropProps'];
