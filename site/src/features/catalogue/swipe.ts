import { useRef, type TouchEvent } from 'react';

/** Touch handlers that call `onSwipe(+1)` for a swipe to the left (next) and `onSwipe(-1)` to the right. */
export function useSwipe(onSwipe: (step: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (e: TouchEvent) => {
      const t = e.touches[0];
      start.current = t ? { x: t.clientX, y: t.clientY } : null;
    },
    onTouchEnd: (e: TouchEvent) => {
      const t = e.changedTouches[0];
      const from = start.current;
      start.current = null;
      if (!t || !from) return;
      const dx = t.clientX - from.x;
      if (Math.abs(dx) > 40 && Math.abs(dx) > Math.abs(t.clientY - from.y)) onSwipe(dx < 0 ? 1 : -1);
    },
  };
}
