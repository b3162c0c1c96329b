/** The contract's zod schemas, with which the app checks every answer and every form. */
export type Schemas = typeof import('@hive/domain/schemas');

/** The schemas load with the first answer or form that needs them rather than with the page. */
export const loadSchemas = (): Promise<Schemas> => import('@hive/domain/schemas');
