/**
 * Powertools' settings for the handlers the local stack runs: warnings and errors only on the console,
 * and no metrics (CloudWatch's embedded format means nothing here). The handlers' logger and metrics
 * (lambdas/lib/observability.ts) read these once, when their module is first evaluated, and the logger
 * returns to that level at every invocation after the first; so they must be in the environment before
 * any handler module is. stack.ts imports this module first. A POWERTOOLS_LOG_LEVEL of the caller's wins
 * (to see every call's line: POWERTOOLS_LOG_LEVEL=INFO npm start).
 */
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
process.env.POWERTOOLS_METRICS_DISABLED = 'true';
