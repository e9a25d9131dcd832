import type * as z from 'zod';
import { route, type Group } from './route';
import { IdParams } from '../domain/background/schemas';
import { PageDataView } from '../domain/pageData/schemas';

/**
 * `GET` and `PUT {path}` of a spec call over page data that names the reporting year by its company
 * period's id (`/api/anti-corruption/{id}`, `/api/prof-quali/{id}`): both answer the page-data view.
 */
export const periodPageRoutes = <
  const G extends Group,
  const P extends `/api/${string}/{id}`,
  const S extends string,
  const B extends z.ZodType,
>(
  group: G,
  path: P,
  spec: S,
  body: B,
) => ({
  get: route({
    method: 'GET',
    path,
    group,
    access: 'company:read',
    scope: 'company',
    params: IdParams,
    response: PageDataView,
    spec: `GET ${spec}`,
  }),
  put: route({
    method: 'PUT',
    path,
    group,
    access: 'company:write',
    scope: 'company',
    params: IdParams,
    body,
    response: PageDataView,
    spec: `PUT ${spec}`,
  }),
});
