import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import type { IConstruct } from 'constructs';
import type { StageThrottle } from '../stage-throttles.ts';

/**
 * Gives a stage the throttles of its routes that have their own (infra/stage-throttles.ts), and makes the
 * stage after those routes: CloudFormation refuses a stage whose settings name a route not yet made
 * ("Unable to find Route by key … within the provided RouteSettings"; docs/adr/0069).
 */
export function throttleRoutes(stage: IConstruct, throttles: Readonly<Record<string, StageThrottle>>, routeOf: (routeKey: string) => IConstruct | undefined): void {
  (stage.node.defaultChild as apigw.CfnStage).routeSettings = Object.fromEntries(
    Object.entries(throttles).map(([routeKey, { rateLimit, burstLimit }]) => {
      const route = routeOf(routeKey);
      if (!route) throw new Error(`infra/stage-throttles.ts throttles ${routeKey}, which the API has no route for`);
      stage.node.addDependency(route);
      return [routeKey, { ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit }];
    }),
  );
}
