import { useEffect, useState, type RefObject } from 'react';

/**
 * The longest of `choices` (longest first) that a text field shows whole, re-chosen as the field's
 * width changes: the header's search box is wide on a desktop and narrow on a phone, and a cut
 * placeholder ("Search makers, peri") reads worse than a short one. The server renders the first
 * choice; the field picks after mount, so hydration never sees a difference.
 */
export function useFittingPlaceholder(field: RefObject<HTMLInputElement | null>, choices: readonly string[]): string {
  const [chosen, setChosen] = useState(choices[0] ?? '');
  const key = choices.join('\n');
  useEffect(() => {
    const input = field.current;
    if (!input || typeof ResizeObserver === 'undefined') return;
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return;
    const fit = () => {
      const style = getComputedStyle(input);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      setChosen(choices.find((text) => context.measureText(text).width <= room) ?? choices[choices.length - 1] ?? '');
    };
    const observer = new ResizeObserver(fit);
    observer.observe(input);
    // Web fonts change the text's width once they arrive.
    void document.fonts?.ready.then(fit);
    return () => observer.disconnect();
  }, [field, key]);
  return chosen;
}
