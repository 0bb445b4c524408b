import type { paths } from './openapi';

/**
 * The API contract as types (generated into ./openapi.ts from the API's OpenAPI document by
 * `pnpm --filter api contract`; `npm test` fails when it is stale). Areas name what they read through
 * these helpers instead of copying the API's shapes by hand.
 */
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;

/** The JSON body route `P` answers to method `M` with status `S` (200 unless said). */
export type ApiReply<
  P extends keyof paths,
  M extends Method & keyof paths[P],
  S extends number = 200,
> = paths[P][M] extends {
  responses: infer R;
}
  ? S extends keyof R
    ? Json<R[S]>
    : never
  : never;

/** The JSON body route `P` takes for method `M`. */
export type ApiRequestBody<P extends keyof paths, M extends Method & keyof paths[P]> = paths[P][M] extends {
  requestBody?: infer B;
}
  ? Json<NonNullable<B>>
  : never;

/** The error body every route answers (statusCode, error, message in French, code, line). */
export type ApiErrorBody = import('./openapi').components['schemas']['ErrorBody'];

export type { paths as ApiPaths } from './openapi';

/**
 * The API's limits that the areas show before sending (generated into ./limits.ts from the API's constants by the
 * same command; `npm test` fails when it is stale): a form imports the server's number, never a copy of it.
 */
export { API_LIMITS } from './limits';
