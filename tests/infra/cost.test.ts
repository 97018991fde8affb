import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { IDLE_BUDGET, costTableMarkdown, idleCost, type CostTemplate } from '../../infra/cost.ts';
import { buildTestApp } from './synth-app.ts';

/*
 * The honest bill (issue 23, point 8; docs/adr/0045): every resource type of both stages' templates is
 * priced by infra/cost.ts or known to cost nothing idle, each idle stage stays within its budget, and
 * README's table is the module's output for these very templates.
 * UPDATE_COST_TABLE=1 writes the table into README (between its cost-table markers) instead of comparing.
 */
const README = path.resolve(import.meta.dirname, '..', '..', 'README.md');
const START = '<!-- cost-table:start (tests/infra/cost.test.ts writes it: UPDATE_COST_TABLE=1) -->';
const END = '<!-- cost-table:end -->';

let templates: Record<'dev' | 'prod', CostTemplate[]>;
beforeAll(() => {
  const of = (stage: string) =>
    Object.values(buildTestApp({ stage }))
      .filter((value): value is Stack => value instanceof Stack)
      .map((stack) => Template.fromStack(stack).toJSON() as CostTemplate);
  templates = { dev: of('dev'), prod: of('prod') };
});

describe('the idle bill', () => {
  it.each(['dev', 'prod'] as const)('%s: every resource type is priced or known free when idle, and the month is within budget', (stage) => {
    const cost = idleCost(templates[stage]);
    expect(cost.unpriced, 'a resource type infra/cost.ts does not know: price it in BILLABLE or say why it is free in FREE_WHEN_IDLE').toEqual([]);
    expect(cost.total).toBeLessThanOrEqual(IDLE_BUDGET[stage]);
  });

  it('names no NAT gateway, public address or interface endpoint in either stage', () => {
    for (const stage of ['dev', 'prod'] as const) {
      expect(idleCost(templates[stage]).lines.map((l) => l.item)).not.toEqual(expect.arrayContaining(['NAT gateways']));
      expect(idleCost(templates[stage]).lines.map((l) => l.item)).not.toEqual(expect.arrayContaining(['Public IPv4 addresses']));
    }
  });

  it('is README\'s table', () => {
    const table = costTableMarkdown(templates);
    const readme = readFileSync(README, 'utf8');
    const [before, rest] = readme.split(START);
    expect(rest, `README lacks the ${START} marker`).toBeDefined();
    const after = rest!.slice(rest!.indexOf(END));
    if (process.env.UPDATE_COST_TABLE === '1') writeFileSync(README, `${before}${START}\n${table}\n${after}`);
    else expect(rest!.slice(0, rest!.indexOf(END)).trim()).toBe(table);
  });
});
