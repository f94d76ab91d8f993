import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalDialog } from './useModalDialog';
import './modal.css';

export interface ModalProps {
  /** The dialog's visible title, which also names it for assistive technology. */
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
}

/**
 * An accessible modal dialog, the native <dialog> shown with showModal(): named by its title,
 * focus kept inside by the browser; Escape, the close button and a click on the backdrop all
 * close it, and focus returns to the opener. Forms drop in as children.
 */
export function Modal({ title, onClose, children, description }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // A form's first field when there is one; otherwise the dialog itself, so reading starts at its title.
  useModalDialog(
    dialog,
    onClose,
    (element) => element.querySelector<HTMLElement>('.modal-body :is(input, select, textarea):not([disabled])') ?? element.querySelector<HTMLElement>('.modal'),
  );
  return createPortal(
    // The dialog fills the viewport, so a press on it outside the panel is a press on the backdrop.
    // role="dialog" repeats the element's own role for `[role="dialog"]` checks (remotes' shortcuts).
    <dialog
      ref={dialog}
      className="modal-backdrop"
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="modal" tabIndex={-1}>
        <div className="modal-header">
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          <button type="button" className="icon-button modal-close" aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        {description && (
          <p id={descriptionId} className="modal-description">
            {description}
          </p>
        )}
        <div className="modal-body">{children}</div>
      </div>
    </dialog>,
    document.body,
  );
}
