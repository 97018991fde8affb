/**
 * The console's "loading" and "could not load" states, one way for every staff list (the submissions
 * queue, customers, categories): a spinner while `status` is loading, the failure with a retry
 * button when it is error, nothing otherwise.
 */
export function LoadState({ status, loading, failed, retry, onRetry }: { status: string; loading: string; failed: string; retry: string; onRetry: () => void }) {
  if (status === 'loading') {
    return (
      <div className="state-box rv-state" role="status">
        <span className="spinner rv-spinner" aria-hidden="true" />
        {loading}
      </div>
    );
  }
  if (status !== 'error') return null;
  return (
    <div className="state-box rv-state" role="alert">
      <p>{failed}</p>
      <button type="button" className="btn btn-navy" onClick={onRetry}>
        {retry}
      </button>
    </div>
  );
}
