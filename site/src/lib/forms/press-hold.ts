import { useRef } from 'react';

/**
 * What a form does as the person leaves a field (check it, show its message), held while a pointer
 * pressed in the form is down. Leaving a field by pressing the submit button blurs the field between
 * the press and the release: a message appearing under the field then moves the button from under the
 * pointer, the release lands on the form, and the click is lost (the person must click again).
 * The form element takes `onPointerDown`; a field's onBlur goes through `whenReleased`.
 */
export function usePressHold(): { onPointerDown(): void; whenReleased(run: () => void): void } {
  // While a pointer pressed in the form is down: what waits for its release.
  const held = useRef<Array<() => void> | null>(null);
  return {
    onPointerDown() {
      if (held.current) return;
      held.current = [];
      // (a context menu may swallow the release: its opening ends the press as far as a click goes)
      const ends = ['pointerup', 'pointercancel', 'contextmenu'] as const;
      const release = () => {
        for (const end of ends) window.removeEventListener(end, release, true);
        const waiting = held.current ?? [];
        held.current = null;
        // after this press's click, dispatched right after its release, has reached its target
        setTimeout(() => waiting.forEach((run) => run()));
      };
      for (const end of ends) window.addEventListener(end, release, true);
    },
    whenReleased(run) {
      if (held.current) held.current.push(run);
      else run();
    },
  };
}
