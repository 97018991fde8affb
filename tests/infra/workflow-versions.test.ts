import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Template } from 'aws-cdk-lib/assertions';
import { createWorkflowRunner, definitionHash, type ExecutionSnapshot, type WorkflowRunner, type WorkflowStore, type WorkflowTaskHandler } from '../../infra/local/workflow-runner.ts';
import { FileWorkflowStore } from '../../infra/local/workflow-store.ts';
import { LIVE_ALIAS } from '../../infra/stacks/workflow-stack.ts';
import { ItemWorkflowState as S, itemWorkflowDefinition } from '../../infra/workflow/item-workflow.ts';
import { executionArnOf } from '../../lambdas/adapters/workflow.ts';
import { appTemplates } from './synth-app.ts';

/*
 * An execution keeps the definition it started with (issue 10 point 7, docs/adr/0020): in AWS the
 * CDK app publishes a version per definition and starts executions on the `live` alias; the local
 * runner keeps each execution's definition by its hash and resumes it on that one.
 */

/** The definition as it was before the sale's steps (lifecycle 1–3 only): what lots in flight started on. */
const STEPS_1_TO_3 = JSON.parse(readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'item-workflow-steps-1-3.json'), 'utf8')) as object;
const START = Date.parse('2026-03-01T10:00:00Z');
const WEEK = 7 * 24 * 3600;

const runners: WorkflowRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});

/** What the task function does, for any definition: the lot sells at its end. */
function taskFunction(tokens: Map<string, string>): WorkflowTaskHandler {
  return async (input: any, ctx) => {
    if (ctx.taskToken) tokens.set(`${input.itemId} ${ctx.stateName}`, ctx.taskToken);
    switch (input.task) {
      case 'activateListing':
        return { endsAt: '2026-03-08T10:00:00Z', secondsLeft: WEEK };
      case 'readEndTime':
        return { endsAt: '2026-03-08T10:00:00Z', secondsLeft: 1, ended: true };
      case 'endAuction':
        return { outcome: 'Awaiting Payment' };
      case 'readPayment':
        return { orderId: `${input.itemId}-S9`, stage: 'awaiting', secondsLeft: 12 * 3600 };
      default:
        return {};
    }
  };
}

/** An in-memory store that keeps snapshots and definitions, as the file store does. */
function memoryStore() {
  const snapshots = new Map<string, ExecutionSnapshot>();
  const definitions = new Map<string, string>();
  const store: Required<WorkflowStore> = {
    save: (s) => void snapshots.set(s.executionArn, structuredClone(s)),
    saveDefinition: (hash, d) => void definitions.set(hash, JSON.stringify(d)),
    loadDefinition: (hash) => (definitions.has(hash) ? JSON.parse(definitions.get(hash)!) : null),
  };
  return { store, snapshots, definitions };
}

describe('the local runner: each execution keeps its definition', () => {
  it('resumes an execution on the definition it started with after the runner’s changed, and starts new ones on the new one', async () => {
    let now = START;
    const tokens = new Map<string, string>();
    const { store, snapshots, definitions } = memoryStore();
    const old = createWorkflowRunner({ definition: STEPS_1_TO_3, defaultTaskHandler: taskFunction(tokens), now: () => now, store, pollIntervalMs: 0 });
    runners.push(old);
    const { executionArn: oldArn } = await old.startExecution('item-old-1', { itemId: 'item-old' });
    await old.settled(oldArn);
    await old.sendTaskSuccess(tokens.get(`item-old ${S.AwaitReview}`)!, { decision: 'accept' });
    await old.settled(oldArn);
    expect(old.pendingTasks(oldArn)).toMatchObject([{ stateName: S.AwaitAuctionEnd }]);
    await old.stop();
    expect(snapshots.get(oldArn)!.definitionHash).toBe(definitionHash(STEPS_1_TO_3));
    expect([...definitions.keys()]).toEqual([definitionHash(STEPS_1_TO_3)]);

    // A deploy: the runner starts again with the current definition, on the same store.
    const current = createWorkflowRunner({ definition: itemWorkflowDefinition(), defaultTaskHandler: taskFunction(tokens), now: () => now, store, pollIntervalMs: 0 });
    runners.push(current);
    expect(current.definitionHash).not.toBe(definitionHash(STEPS_1_TO_3));
    await current.resumeExecution(structuredClone(snapshots.get(oldArn)!));
    const { executionArn: newArn } = await current.startExecution('item-new-1', { itemId: 'item-new' });
    await current.settled();
    await current.sendTaskSuccess(tokens.get(`item-new ${S.AwaitReview}`)!, { decision: 'accept' });
    await current.settled();

    now += WEEK * 1000;
    await current.fireDueTimeouts();
    // The lot in flight ends as its definition says (no payment steps); the new one waits for its payment.
    const finished = current.describeExecution(oldArn);
    expect(finished).toMatchObject({ status: 'SUCCEEDED', definitionHash: definitionHash(STEPS_1_TO_3) });
    expect(finished.history.slice(-3)).toEqual([S.EndAuction, S.CheckAuctionOutcome, S.AuctionEnded]);
    expect(current.describeExecution(newArn)).toMatchObject({ status: 'RUNNING', definitionHash: current.definitionHash });
    expect(current.pendingTasks(newArn)).toMatchObject([{ stateName: S.AwaitPayment }]);
    expect(snapshots.get(newArn)!.definitionHash).toBe(current.definitionHash);
    expect(new Set(definitions.keys())).toEqual(new Set([definitionHash(STEPS_1_TO_3), current.definitionHash]));
  });

  it('refuses to resume a running execution whose definition the store does not have (never on another one)', async () => {
    const { store } = memoryStore();
    const runner = createWorkflowRunner({ definition: itemWorkflowDefinition(), defaultTaskHandler: taskFunction(new Map()), store, pollIntervalMs: 0 });
    runners.push(runner);
    const snapshot: ExecutionSnapshot = {
      executionArn: runner.executionArnOf('item-lost-1'),
      name: 'item-lost-1',
      definitionHash: '0123456789abcdef0123',
      input: { itemId: 'item-lost' },
      status: 'RUNNING',
      startDate: new Date(START).toISOString(),
      tokenCounter: 0,
    };
    await expect(runner.resumeExecution(snapshot)).rejects.toMatchObject({ name: 'StateMachineDoesNotExist' });
    // A stored definition that is not what its hash says is refused too.
    await store.saveDefinition('0123456789abcdef0123', STEPS_1_TO_3);
    await expect(runner.resumeExecution(snapshot)).rejects.toMatchObject({ name: 'InvalidDefinition' });
  });

  it('hashes a definition by its content, whatever order its keys were built in', () => {
    const a = itemWorkflowDefinition();
    const reordered = JSON.parse(JSON.stringify(a, Object.keys(a).reverse()));
    expect(definitionHash({ ...reordered, ...a })).toBe(definitionHash(a));
    expect(definitionHash({ b: 1, a: [2, { d: 3, c: 4 }] })).toBe(definitionHash({ a: [2, { c: 4, d: 3 }], b: 1 }));
    expect(definitionHash(STEPS_1_TO_3)).not.toBe(definitionHash(a));
  });

  it('keeps the definitions under the data folder (the file store), once each, and its snapshots name them', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'patina-workflow-'));
    try {
      let now = START;
      const tokens = new Map<string, string>();
      const first = createWorkflowRunner({ definition: STEPS_1_TO_3, defaultTaskHandler: taskFunction(tokens), now: () => now, store: new FileWorkflowStore(dir), pollIntervalMs: 0 });
      runners.push(first);
      const one = await first.startExecution('item-f-1', { itemId: 'item-f' });
      await first.startExecution('item-g-1', { itemId: 'item-g' });
      await first.settled();
      await first.sendTaskSuccess(tokens.get(`item-f ${S.AwaitReview}`)!, { decision: 'accept' });
      await first.settled();
      await first.stop();
      const hash = definitionHash(STEPS_1_TO_3);
      expect(readdirSync(path.join(dir, 'definitions'))).toEqual([`${hash}.json`]);
      expect(JSON.parse(readFileSync(path.join(dir, 'definitions', `${hash}.json`), 'utf8'))).toEqual(STEPS_1_TO_3);

      // Started again on the current definition, the store's unfinished executions resume on their own.
      const store = new FileWorkflowStore(dir);
      const second = createWorkflowRunner({ definition: itemWorkflowDefinition(), defaultTaskHandler: taskFunction(tokens), now: () => now, store, pollIntervalMs: 0 });
      runners.push(second);
      const unfinished = store.unfinished();
      expect(unfinished.map((s) => s.definitionHash)).toEqual([hash, hash]);
      for (const snapshot of unfinished) await second.resumeExecution(snapshot);
      await second.settled();
      now += WEEK * 1000;
      await second.fireDueTimeouts();
      expect(second.describeExecution(one.executionArn)).toMatchObject({ status: 'SUCCEEDED', definitionHash: hash });
      // Nothing new started: the current definition is stored once the first execution starts on it.
      expect(readdirSync(path.join(dir, 'definitions'))).toEqual([`${hash}.json`]);
      await second.startExecution('item-h-1', { itemId: 'item-h' });
      expect(readdirSync(path.join(dir, 'definitions')).sort()).toEqual([`${hash}.json`, `${second.definitionHash}.json`].sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('resumes a snapshot written before executions kept their definition on the current one', async () => {
    const tokens = new Map<string, string>();
    const runner = createWorkflowRunner({ definition: itemWorkflowDefinition(), defaultTaskHandler: taskFunction(tokens), pollIntervalMs: 0 });
    runners.push(runner);
    await runner.resumeExecution({
      executionArn: runner.executionArnOf('item-legacy-1'),
      name: 'item-legacy-1',
      input: { itemId: 'item-legacy' },
      status: 'RUNNING',
      startDate: new Date(START).toISOString(),
      tokenCounter: 0,
    });
    await runner.settled();
    expect(runner.describeExecution(runner.executionArnOf('item-legacy-1'))).toMatchObject({ definitionHash: runner.definitionHash, currentState: S.AwaitReview });
  });
});

describe('AWS: versions behind the live alias', () => {
  let workflow: Template, api: Template;
  beforeAll(() => {
    ({ workflow, api } = appTemplates('workflow', 'api'));
  });

  type Resource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string; UpdateReplacePolicy?: string };
  const only = (t: Template, type: string): [string, Resource] => {
    const found = Object.entries(t.findResources(type) as Record<string, Resource>);
    expect(found).toHaveLength(1);
    return found[0]!;
  };

  it('publishes a version of each revision, kept when a newer one replaces it, and points the live alias at it', () => {
    const [machineId] = only(workflow, 'AWS::StepFunctions::StateMachine');
    const [versionId, version] = only(workflow, 'AWS::StepFunctions::StateMachineVersion');
    expect(version.Properties.StateMachineArn).toEqual({ Ref: machineId });
    // A new revision (any change of the definition) replaces the version: a new one is published.
    expect(version.Properties.StateMachineRevisionId).toEqual({ 'Fn::GetAtt': [machineId, 'StateMachineRevisionId'] });
    expect(version.Properties.Description).toContain(definitionHash(itemWorkflowDefinition()));
    // The old version stays (executions on it can still be redriven).
    expect(version.UpdateReplacePolicy).toBe('Retain');
    expect(version.DeletionPolicy).toBe('Retain');
    const [, alias] = only(workflow, 'AWS::StepFunctions::StateMachineAlias');
    expect(alias.Properties.Name).toBe(LIVE_ALIAS);
    expect(alias.Properties.RoutingConfiguration).toEqual([{ StateMachineVersionArn: { 'Fn::GetAtt': [versionId, 'Arn'] }, Weight: 100 }]);
  });

  it('gives the functions that start executions the alias, and lets them start on the alias only', () => {
    const [aliasId] = only(workflow, 'AWS::StepFunctions::StateMachineAlias');
    const sweeper = Object.values(workflow.findResources('AWS::Lambda::Function') as Record<string, Resource>).find((f) => String(f.Properties.Description).includes('sweeper'))!;
    expect(sweeper.Properties.Environment.Variables.STATE_MACHINE_ARN).toEqual({ 'Fn::GetAtt': [aliasId, 'Arn'] });
    const callFunctions = Object.values(api.findResources('AWS::Lambda::Function') as Record<string, Resource>).filter((f) => f.Properties.Environment?.Variables?.STATE_MACHINE_ARN);
    expect(callFunctions.length).toBeGreaterThan(0);
    for (const fn of callFunctions) expect(JSON.stringify(fn.Properties.Environment.Variables.STATE_MACHINE_ARN)).toContain(aliasId);

    const statements = [workflow, api].flatMap((t) =>
      Object.values(t.findResources('AWS::IAM::Policy') as Record<string, Resource>).flatMap((p) => p.Properties.PolicyDocument.Statement as Array<Record<string, any>>),
    );
    const starts = statements.filter((st) => [st.Action].flat().includes('states:StartExecution'));
    expect(starts.length).toBeGreaterThan(1);
    for (const st of starts) {
      // Authorised against the machine's ARN, with the alias as the qualifier: no unqualified start.
      expect([st.Action].flat()).toEqual(['states:StartExecution']);
      expect(st.Condition).toEqual({ StringEquals: { 'states:StateMachineQualifier': LIVE_ALIAS } });
    }
  });

  it('finds an execution by its name whether STATE_MACHINE_ARN names the alias, a version or the machine', () => {
    const machine = 'arn:aws:states:eu-west-2:123456789012:stateMachine:patina-dev-item-workflow';
    const execution = 'arn:aws:states:eu-west-2:123456789012:execution:patina-dev-item-workflow:01HX-2';
    expect(executionArnOf(`${machine}:${LIVE_ALIAS}`, '01HX-2')).toBe(execution);
    expect(executionArnOf(`${machine}:7`, '01HX-2')).toBe(execution);
    expect(executionArnOf(machine, '01HX-2')).toBe(execution);
  });
});
