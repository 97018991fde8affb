import { Stack, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';

/**
 * cdk-nag 3 acknowledgements go through CDK's `Validations.of(scope).acknowledge`, one exact finding
 * id each (no prefix matching), and cover the scope's whole subtree. Every call here names a reason.
 */
export function acknowledge(scope: IConstruct, ...rules: Array<{ id: string; reason: string }>): void {
  for (const rule of rules) {
    if (!rule.reason || rule.reason.length < 20) throw new Error(`cdk-nag acknowledgement ${rule.id} needs a concrete reason`);
  }
  Validations.of(scope).acknowledge(...rules);
}

/**
 * The exact id cdk-nag gives an IAM5 finding for a wildcard resource, computed the way cdk-nag flattens
 * it (tokens become `<LogicalId.Attr>` / `<AWS::Region>`), so the acknowledgement keeps matching when
 * logical ids or the stage change.
 */
export function wildcardResourceFinding(scope: IConstruct, resource: string): string {
  return `AwsSolutions-IAM5[Resource::${flattenCfnReference(Stack.of(scope).resolve(resource))}]`;
}

export function wildcardActionFinding(action: string): string {
  return `AwsSolutions-IAM5[Action::${action}]`;
}
