/** Loaded by ./schemas.ts with the first answer or form: the list below is no part of the first page load. */

/**
 * Each capability's schemas, in an order where a module's imports come before it. Built in one go, the schemas held a
 * slow phone's main thread for one long task (≈ 70 ms, 360 ms at Lighthouse's slowdown) just as the first page became
 * usable; built a module at a time, with a pause between, each is a short task.
 */
export const modules = [
  () => import('@hive/domain/schemas/common'),
  () => import('@hive/domain/schemas/auth'),
  () => import('@hive/domain/schemas/account'),
  () => import('@hive/domain/schemas/catalog'),
  () => import('@hive/domain/schemas/console'),
  () => import('@hive/domain/schemas/cart'),
  () => import('@hive/domain/schemas/chat'),
  () => import('@hive/domain/schemas/basket'),
  () => import('@hive/domain/schemas/quotations'),
  () => import('@hive/domain/schemas/orders'),
  () => import('@hive/domain/schemas/buyer-home'),
  () => import('@hive/domain/schemas/category-products'),
  () => import('@hive/domain/schemas/console-catalog'),
  () => import('@hive/domain/schemas/console-dashboard'),
  () => import('@hive/domain/schemas/console-import'),
  () => import('@hive/domain/schemas/console-settings'),
  () => import('@hive/domain/schemas/pick'),
  () => import('@hive/domain/schemas/restock'),
  () => import('@hive/domain/schemas/search'),
  () => import('@hive/domain/schemas/support'),
  () => import('@hive/domain/schemas/trend'),
];

type Yielding = { scheduler?: { yield?: () => Promise<void> } };
export const pause = () =>
  (globalThis as Yielding).scheduler?.yield?.() ?? new Promise<void>((resolve) => setTimeout(resolve));
