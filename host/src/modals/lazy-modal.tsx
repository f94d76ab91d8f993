import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { Message } from '@toolhub/shared';
import { describeError } from '../errors/describe-error';
import { LoadingState } from '../pages/LoadingState';
import { Modal } from './Modal';

/**
 * A dialog whose form code arrives when it is first opened, keeping the forms out of the first
 * load. Meanwhile (and if the code cannot arrive) a dialog with the same title says what is
 * happening, so the click that opened it is never lost and Escape still closes it.
 */
export function lazyModal<P extends { onClose: () => void }>(title: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Dialog = lazy<ComponentType<P>>(() =>
    load().then(
      (component): { default: ComponentType<P> } => ({ default: component }),
      (error: unknown) => {
        console.warn(`The "${title}" dialog could not be loaded`, error);
        const reason = describeError(error).replace(/[.\s]+$/, '');
        return {
          default: ({ onClose }: P): ReactElement => (
            <Modal title={title} onClose={onClose}>
              <Message tone="error">This form could not be loaded: {reason}. Check your connection, then close and open it again.</Message>
            </Modal>
          ),
        };
      },
    ),
  );
  return function LazyModal(props: P) {
    return (
      <Suspense
        fallback={
          <Modal title={title} onClose={props.onClose}>
            <LoadingState label="Loading…" />
          </Modal>
        }
      >
        <Dialog {...props} />
      </Suspense>
    );
  };
}
