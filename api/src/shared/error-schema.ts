import { Type } from '@sinclair/typebox';
import type { ErrorBody } from '../plugins/errors';

/**
 * The one error body every route answers (written by plugins/errors.ts), registered once on the app
 * (`app.addSchema`) and referenced by every route's response schema: the OpenAPI document shows it once.
 */
export const ErrorBodySchema = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String({ description: 'In French, for people.' }),
    code: Type.Optional(Type.String({ description: 'A stable machine-readable cause, when there is one.' })),
    line: Type.Optional(Type.Integer({ description: 'The index of the basket line at fault, when one is.' })),
  },
  { $id: 'ErrorBody' },
);

/** The reference to use in a route's `response` (typed as the body, so replies keep their types). */
export const ErrorSchema = Type.Unsafe<ErrorBody & { code?: string; line?: number }>(Type.Ref('ErrorBody'));
