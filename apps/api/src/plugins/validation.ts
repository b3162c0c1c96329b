import { UNSTORABLE_MESSAGE, unstorablePath } from '@hive/domain';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/** The mark fastify-type-provider-zod puts on its validation errors: the error handler answers them as 400s. */
const ZOD_VALIDATION_ERROR = Symbol.for('ZodFastifySchemaValidationError');

/**
 * The shared schemas' validation, behind a net for what a schema does not say: any text of the body, the query or
 * the path that cannot be stored as sent (U+0000, broken Unicode), in a value or a key, is a 400 naming the field —
 * on every route, before any handler could send it to PostgreSQL.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) => {
    const path = unstorablePath(data);
    if (!path) return validate(data);
    return {
      error: [
        {
          [ZOD_VALIDATION_ERROR]: true,
          keyword: 'custom',
          instancePath: `/${path.join('/')}`,
          schemaPath: `#/${path.join('/')}/custom`,
          message: UNSTORABLE_MESSAGE,
          params: {},
        },
      ],
    } as unknown as ReturnType<ReturnType<typeof zodValidatorCompiler>>;
  };
};
