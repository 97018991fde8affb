import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';

/**
 * Closes a popup on Escape or on a pointer press outside `ref`; Escape also returns focus to
 * `returnFocus` (the button that opened it).
 */
function useDismiss(
  open: boolean,
  close: () => void,
  ref: RefObject<HTMLElement | null>,
  returnFocus?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      returnFocus?.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close, ref, returnFocus]);
}

/**
 * A header popover's state: open or not, its wrapper and button (Escape or a press outside closes it,
 * Escape returning focus to the button), the id its button controls, and the button's toggle.
 */
export function usePopover() {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, box, button);
  return { open, box, button, panelId, toggle: () => setOpen((v) => !v) };
}
