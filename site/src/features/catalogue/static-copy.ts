/**
 * A rendered lot or category page (docs/adr/0036) carries a static copy of what the page shows first,
 * for crawlers, link previews and the first paint, in `[data-page-static]` outside the island. The
 * island removes it once it shows the same content itself (the copy is not the island's markup, so
 * hydration never compares the two).
 */
export function dropStaticCopy(): void {
  for (const element of document.querySelectorAll('[data-page-static]')) element.remove();
}
