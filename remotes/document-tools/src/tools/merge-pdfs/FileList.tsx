import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { FileCard, type MoveDirection } from './FileCard';
import type { FileStatus, MergeEntry } from './logic';
import styles from './styles.module.css';

interface Props {
  entries: MergeEntry[];
  statuses: ReadonlyMap<string, FileStatus>;
  disabled: boolean;
  onReorder: (from: number, to: number) => void;
  onMove: (id: string, direction: MoveDirection) => void;
  onRemove: (id: string) => void;
  onPages: (id: string, pages: string) => void;
  onUnlock: (id: string, password: string) => void;
}

const instructions = {
  draggable:
    'To move this file, press Space or Enter to pick it up, the Up and Down arrow keys to move it, and Space or Enter to drop it. Escape puts it back. The Move up and Move down buttons do the same.',
};

/** The files in merge order: drag a card's handle (mouse, touch, or keyboard) or use its buttons. */
export function FileList({ entries, statuses, disabled, onReorder, ...card }: Props) {
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a tap on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = entries.map((entry) => entry.id);
  const nameOf = (id: UniqueIdentifier) => entries.find((entry) => entry.id === id)?.name ?? 'The file';
  const positionOf = (id: UniqueIdentifier) => `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, at ${positionOf(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over ${positionOf(over.id)}.` : `${nameOf(active.id)} is not over the list.`),
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} dropped at ${positionOf(over.id)}.` : `${nameOf(active.id)} dropped where it was.`),
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled; it stays at ${positionOf(active.id)}.`,
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onReorder(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  }

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: instructions }}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ol className={styles.list} aria-label="PDFs in merge order">
          {entries.map((entry, index) => (
            <FileCard key={entry.id} entry={entry} status={statuses.get(entry.id)} position={index + 1} count={entries.length} disabled={disabled} {...card} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
