import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ExecutionSnapshot, WorkflowStore } from './workflow-runner.ts';

/**
 * Keeps each local workflow execution's snapshot on disk (one JSON file per execution, replaced
 * atomically), so a restarted stack resumes every execution that was still running: an item
 * awaiting review still awaits it, with the same task token, after `npm start` again. Beside them,
 * `definitions/<hash>.json` keeps every definition an execution started with (written before the
 * first snapshot that names it, never changed), so an execution resumes on its own definition after
 * the code's has changed (docs/adr/0020).
 */
export class FileWorkflowStore implements WorkflowStore {
  private readonly dir: string;
  private readonly definitionsDir: string;
  constructor(dir: string) {
    this.dir = dir;
    this.definitionsDir = path.join(dir, 'definitions');
    mkdirSync(this.definitionsDir, { recursive: true });
  }

  save(snapshot: ExecutionSnapshot): void {
    writeAtomically(path.join(this.dir, `${encodeURIComponent(snapshot.name)}.json`), JSON.stringify(snapshot));
  }

  saveDefinition(hash: string, definition: object): void {
    const file = this.definitionFile(hash);
    if (!existsSync(file)) writeAtomically(file, `${JSON.stringify(definition, null, 2)}\n`);
  }

  loadDefinition(hash: string): object | null {
    const file = this.definitionFile(hash);
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as object) : null;
  }

  /** Executions that had not finished when the stack stopped. */
  unfinished(): ExecutionSnapshot[] {
    return readdirSync(this.dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(path.join(this.dir, f), 'utf8')) as ExecutionSnapshot)
      .filter((s) => s.status === 'RUNNING');
  }

  private definitionFile(hash: string): string {
    if (!/^[0-9a-f]+$/.test(hash)) throw new Error(`Not a definition hash: ${hash}`);
    return path.join(this.definitionsDir, `${hash}.json`);
  }
}

/** Replaces a file whole: a killed process leaves the old content or the new, never half of one. */
function writeAtomically(file: string, content: string): void {
  writeFileSync(`${file}.tmp`, content);
  renameSync(`${file}.tmp`, file);
}
