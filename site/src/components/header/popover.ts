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
 * A header popover's state and wiring: its wrapper (`box`: a press outside it closes the popover), the
 * props of the button that opens and closes it (Escape closes it and returns focus there) and those of
 * the panel the button controls. Spread the button's and the panel's props first, their own after.
 */
export function usePopover() {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, box, button);
  return {
    box,
    toggleProps: { ref: button, type: 'button' as const, 'aria-expanded': open, 'aria-controls': panelId, onClick: () => setOpen((v) => !v) },
    panelProps: { id: panelId, hidden: !open },
  };
}
