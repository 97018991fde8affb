import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ExecutionSnapshot, WorkflowStore } from './workflow-runner.ts';

/**
 * Keeps each local workflow execution's snapshot on disk (one JSON file per execution, replaced
 * atomically), so a restarted stack resumes every execution that was still running: an item
 * awaiting review still awaits it, with the same task token, after `npm start` again.
 */
export class FileWorkflowStore implements WorkflowStore {
  private readonly dir: string;
  constructor(dir: string) {
    this.dir = dir;
    mkdirSync(dir, { recursive: true });
  }

  save(snapshot: ExecutionSnapshot): void {
    const file = path.join(this.dir, `${encodeURIComponent(snapshot.name)}.json`);
    writeFileSync(`${file}.tmp`, JSON.stringify(snapshot));
    renameSync(`${file}.tmp`, file);
  }

  /** Executions that had not finished when the stack stopped. */
  unfinished(): ExecutionSnapshot[] {
    return readdirSync(this.dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(path.join(this.dir, f), 'utf8')) as ExecutionSnapshot)
      .filter((s) => s.status === 'RUNNING');
  }
}
