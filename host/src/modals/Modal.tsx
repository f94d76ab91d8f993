import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDialogFocus } from './useDialogFocus';
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
 * An accessible modal dialog: named by its title, focus kept inside, Escape, the close button
 * and a click on the backdrop all close it, and focus returns to the opener. Forms drop in as
 * children.
 */
export function Modal({ title, onClose, children, description }: ModalProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // A form's first field when there is one; otherwise the dialog itself, so reading starts at its title.
  useDialogFocus(dialog, onClose, (element) => element.querySelector<HTMLElement>('.modal-body :is(input, select, textarea):not([disabled])') ?? element);
  return createPortal(
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialog}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
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
    </div>,
    document.body,
  );
}
