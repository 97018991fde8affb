/** The path's segments after the language prefix, decoded: `/fr/items/01A/auction` → `['items', '01A', 'auction']`. */
export function pathSegments(pathname: string): string[] {
  return pathname
    .replace(/^\/fr(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}
