/**
 * A list a page loads once, however many islands ask for it (the watchlist, the sellers followed):
 * whoever asks while it loads, or after, gets the same load; `force` loads it again.
 */
export function loadOnce(load: () => Promise<void>): (force?: boolean) => Promise<void> {
  let loading: Promise<void> | null = null;
  return (force = false) => {
    if (loading && !force) return loading;
    loading = load();
    return loading;
  };
}
