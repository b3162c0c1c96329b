/** The contract's zod schemas, with which the app checks every answer and every form. */
export type Schemas = typeof import('@hive/domain/schemas');

let loading: Promise<Schemas> | undefined;

/** The schemas, loaded with the first answer or form that needs them rather than with the page. */
export function loadSchemas(): Promise<Schemas> {
  loading ??= (async () => {
    const { modules, pause } = await import('./schemas-modules');
    for (const load of modules) {
      await load();
      await pause();
    }
    // Every module is built by now; one missing from the list is built here.
    return import('@hive/domain/schemas');
  })();
  return loading;
}
