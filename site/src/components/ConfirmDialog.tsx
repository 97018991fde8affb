import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * Asks before something is removed. A modal <dialog>: focus moves into it (on the safe choice,
 * "cancel"), Escape or a click on the backdrop cancels, and focus returns to the control that
 * opened it. While `busy`, both buttons are disabled and cancelling is ignored. `children` add to the
 * text (amounts, a converted price); `tone` is `danger` for removals, `primary` for a purchase or a bid.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
  children,
  tone = 'danger',
}: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean | undefined;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
  tone?: 'danger' | 'primary';
}) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (open && !node.open) {
      opener.current = document.activeElement;
      node.showModal();
    } else if (!open && node.open) {
      node.close();
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
    }
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      data-testid="confirm-dialog"
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onCancel();
      }}
      onClick={(e) => {
        // a click on the backdrop (the dialog element itself, outside its panel) cancels
        if (e.target === e.currentTarget && !busy) onCancel();
      }}
    >
      <div className="confirm-dialog-panel">
        <h2 id={`${id}-title`}>{title}</h2>
        <div id={`${id}-text`}>
          <p>{text}</p>
          {children}
        </div>
        <div className="confirm-dialog-actions">
          <button type="button" className="btn btn-ghost" data-testid="confirm-no" onClick={onCancel} disabled={busy} autoFocus>
            {cancelLabel}
          </button>
          <button type="button" className={`btn ${tone === 'danger' ? 'btn-danger' : 'btn-primary'}`} data-testid="confirm-yes" onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
