import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { announce, type CatalogueTool } from '@toolhub/shared';
import { getBackend } from '../../backend/select';
import { moveFavouriteTool } from '../../user/favourites-store';
import { ToolCard } from '../ToolCard';

export const REORDER_FAILED = 'Could not save the new order of your favourites. Please try again.';

const instructions = {
  draggable:
    'To move this favourite, press Space or Enter to pick it up, the arrow keys to move it, and Space or Enter to drop it. Escape puts it back.',
};

/**
 * The favourites grid with a drag handle on each card (mouse, touch or keyboard, through dnd-kit).
 * Loaded only when the visitor has favourites, so the library is never part of the first load.
 * The order is saved where the favourites live (the profile, or this browser).
 */
export default function SortableFavourites({ tools }: { tools: readonly CatalogueTool[] }) {
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a tap on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    // On touch screens a short press starts the drag, so the page still scrolls under a swipe.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = tools.map((tool) => tool.path);
  const nameOf = (id: UniqueIdentifier) => tools.find((tool) => tool.path === id)?.name ?? 'The tool';
  const positionOf = (id: UniqueIdentifier) => `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, at ${positionOf(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over ${positionOf(over.id)}.` : `${nameOf(active.id)} is not over the favourites.`),
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} dropped at ${positionOf(over.id)}.` : `${nameOf(active.id)} dropped where it was.`),
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled; it stays at ${positionOf(active.id)}.`,
  };

  async function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    try {
      await moveFavouriteTool(await getBackend(), String(active.id), ids.indexOf(String(over.id)));
    } catch (error) {
      console.warn('Could not save the order of the favourites', error);
      announce(REORDER_FAILED, 'error');
    }
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={(event) => void onDragEnd(event)}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <ul className="tool-grid tool-grid-sortable" aria-label="Favourites">
          {tools.map((tool) => (
            <SortableCard key={tool.path} tool={tool} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableCard({ tool }: { tool: CatalogueTool }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: tool.path });
  const label = `Move ${tool.name}`;
  return (
    <ToolCard
      tool={tool}
      ref={setNodeRef}
      itemProps={{ style: { transform: CSS.Translate.toString(transform), transition }, ...(isDragging ? { 'data-dragging': 'true' } : {}) }}
    >
      <button type="button" ref={setActivatorNodeRef} className="tool-card-handle" aria-label={label} title={label} {...attributes} {...listeners}>
        <svg width={16} height={16} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
          {[6, 12, 18].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r={1.8} />))}
        </svg>
      </button>
    </ToolCard>
  );
}
