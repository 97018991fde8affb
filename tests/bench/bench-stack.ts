/** A call to a bench stack's API as a signed-out client makes it; the answer's data (the bench's figures need no status). */
export function publicCalls(stackUrl: string) {
  return async <T>(name: string, data: object): Promise<T> => {
    const answer = await fetch(`${stackUrl}/api/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data }) });
    return ((await answer.json()) as { result: { data: T } }).result.data;
  };
}
