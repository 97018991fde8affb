import { useEffect, useRef } from 'react';

/**
 * Asks before something is removed. A modal <dialog>: focus moves into it (on the safe choice),
 * Escape or a click on the backdrop cancels, and focus returns to the control that opened it.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  yes,
  no,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  text: string;
  yes: string;
  no: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
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
      className="dash-dialog"
      aria-labelledby="dash-dialog-title"
      aria-describedby="dash-dialog-text"
      data-testid="confirm-dialog"
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onCancel();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget && !busy) onCancel();
      }}
    >
      <div className="dash-dialog-panel">
        <h2 id="dash-dialog-title">{title}</h2>
        <p id="dash-dialog-text">{text}</p>
        <div className="dash-dialog-actions">
          <button type="button" className="btn btn-ghost" data-testid="confirm-no" onClick={onCancel} disabled={busy} autoFocus>
            {no}
          </button>
          <button type="button" className="btn btn-danger" data-testid="confirm-yes" onClick={onConfirm} disabled={busy}>
            {yes}
          </button>
        </div>
      </div>
    </dialog>
  );
}
