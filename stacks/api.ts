import { router } from './edge';
import { userPool, userPoolClient } from './auth';
import { resolveLinks } from './links';
import { pascal, planFunctions, throttleSettings } from './routes';
import { API_FUNCTION, API_FUNCTION_OVERRIDES, PNG_GROUPS } from './settings';
import { pngFunctionAssets } from './png';

let routesCreated: (routes: aws.apigatewayv2.Route[]) => void = () => undefined;
const routes = new Promise<aws.apigatewayv2.Route[]>((done) => (routesCreated = done));

/**
 * HTTP API; reached through the router at `/api`, so the browser never needs CORS. The stage throttles
 * the contract's limited routes (ADR 0023); it names route keys, so it waits for the routes below.
 */
export const api = new sst.aws.ApiGatewayV2('Api', {
  cors: false,
  transform: {
    stage: (args, opts) => {
      args.routeSettings = throttleSettings();
      opts.dependsOn = routes;
    },
  },
});

/** Cognito access tokens: API Gateway checks signature, expiry, issuer and `client_id`. */
const authorizer = api.addAuthorizer({
  name: 'Cognito',
  jwt: {
    issuer: $interpolate`https://cognito-idp.${aws.getRegionOutput().region}.amazonaws.com/${userPool.id}`,
    audiences: [userPoolClient.id],
  },
});

const apiId = api.nodes.api.id;

/**
 * One Lambda per resource group, one integration and one invoke permission per Lambda, one route
 * per contract entry. (`api.route()` would add an integration and a permission per route: a
 * function serving ~50 routes outgrows Lambda's 20 KB resource-policy limit.)
 */
const created: aws.apigatewayv2.Route[] = [];

export const functions = planFunctions().map((plan) => {
  const name = `Api${pascal(plan.group)}`;
  const size = { ...API_FUNCTION, ...API_FUNCTION_OVERRIDES[plan.group] };
  const fn = new sst.aws.Function(name, {
    handler: plan.handler,
    runtime: API_FUNCTION.runtime,
    architecture: API_FUNCTION.architecture,
    memory: `${size.memoryMb} MB`,
    timeout: `${size.timeoutSeconds} seconds`,
    link: resolveLinks(plan.links),
    environment: { POWERTOOLS_SERVICE_NAME: `esg-${plan.group}` },
    ...(PNG_GROUPS.includes(plan.group) ? pngFunctionAssets() : {}),
  });
  const permission = new aws.lambda.Permission(`${name}Invoke`, {
    action: 'lambda:InvokeFunction',
    function: fn.name,
    principal: 'apigateway.amazonaws.com',
    sourceArn: $interpolate`${api.nodes.api.executionArn}/*/*`,
  });
  const integration = new aws.apigatewayv2.Integration(
    `${name}Integration`,
    { apiId, integrationType: 'AWS_PROXY', integrationUri: fn.arn, payloadFormatVersion: '2.0' },
    { dependsOn: [permission] },
  );
  for (const route of plan.routes) {
    created.push(
      new aws.apigatewayv2.Route(`ApiRoute${pascal(route.id)}`, {
        apiId,
        routeKey: route.key,
        target: $interpolate`integrations/${integration.id}`,
        ...(route.auth ? { authorizationType: 'JWT', authorizerId: authorizer.id } : { authorizationType: 'NONE' }),
      }),
    );
  }
  return fn;
});
routesCreated(created);

router.route('/api', api.url, { readTimeout: '30 seconds' });
