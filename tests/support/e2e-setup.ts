import { beforeEach } from 'vitest';
import { requestsInFlight } from './in-flight.ts';

/**
 * Every browser test, on failing, prints the requests its pages were still waiting for: a form whose
 * answer never came (a Cognito or API call, a script chunk) is then told apart from one that answered
 * something else. The sign-in wait says it in its own message (submitSignIn), as it often runs in a
 * beforeAll, where this hook does not reach. It imports in-flight.ts only: loading api.ts here would fix
 * PATINA_URL before a file on a stack of its own could set it (own-stack.ts).
 */
beforeEach(({ task, onTestFailed }) => {
  onTestFailed(() => {
    const waiting = requestsInFlight();
    console.error(`"${task.name}" failed with ${waiting.length ? `these requests unanswered:\n  ${waiting.join('\n  ')}` : 'no request unanswered'}`);
  });
});
