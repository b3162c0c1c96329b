import { UNSTORABLE_MESSAGE, unstorablePath } from '@hive/domain';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/**
 * Any text of the request part, in a value or a key, at any depth, that cannot be stored as sent (U+0000, broken
 * Unicode): one issue at the first such place. Checked as a zod schema so that fastify-type-provider-zod makes the
 * error itself, and the error handler answers it as it answers every validation error (400, the field named).
 */
const storable = z.unknown().superRefine((data, context) => {
  const path = unstorablePath(data);
  if (path) context.addIssue({ code: 'custom', path, message: UNSTORABLE_MESSAGE });
});

/**
 * The shared schemas' validation, behind a net for what a schema does not say: a field typed by a pattern or a number,
 * an unknown key, a part the schema ignores, a route written tomorrow with a bare `z.string()`. Unstorable text in the
 * body, the query or the path is a 400 naming the field on every route, before any handler could send it to
 * PostgreSQL (which answers U+0000 with an error: a 500 without this net).
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const refuse = zodValidatorCompiler({ ...route, schema: storable });
  const validate = zodValidatorCompiler(route);
  return (data) => {
    const refused = refuse(data);
    return typeof refused === 'object' && 'error' in refused && refused.error ? refused : validate(data);
  };
};
