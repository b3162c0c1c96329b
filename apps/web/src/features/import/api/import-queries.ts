import type { CheckImportBody, ImportView } from '@hive/domain';
import { importRow, importView, pageOf } from '@hive/domain/schemas';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_PAGE_SIZE, consoleApi, consoleKeys, fresh, quiet } from '../../../lib/console-client';

const importKeys = {
  one: (id: number) => [...consoleKeys.all, 'import', id] as const,
  allRows: (id: number) => [...importKeys.one(id), 'rows'] as const,
  rows: (id: number, page: number) => [...importKeys.allRows(id), page] as const,
};

/** How often the console asks how a dry run or an apply is getting on. */
const POLL_MS = 500;
export const isRunning = (view: ImportView | undefined) => view?.state === 'checking' || view?.state === 'applying';

/** An import, polled while its dry run or apply is under way (its progress is in the database, any process answers). */
export const importQuery = (id: number) =>
  queryOptions({
    queryKey: importKeys.one(id),
    queryFn: () => consoleApi(`/catalog-imports/${id}`, importView),
    refetchInterval: (query) => (isRunning(query.state.data) ? POLL_MS : false),
    ...fresh,
  });

const rowsPage = pageOf(importRow);
export const importRowsQuery = (id: number, page: number, enabled: boolean) =>
  queryOptions({
    queryKey: importKeys.rows(id, page),
    queryFn: () => consoleApi(`/catalog-imports/${id}/rows`, rowsPage, { query: { page, size: CONSOLE_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    enabled,
    ...fresh,
  });

export const fileUrl = {
  template: (format: 'csv' | 'xlsx') => `/console/api/catalog-import/template?format=${format}`,
  export: (format: 'csv' | 'xlsx') => `/console/api/catalog-export?format=${format}`,
  errors: (id: number) => `/console/api/catalog-imports/${id}/errors`,
};

export function useUpload() {
  return useMutation({
    mutationFn: (file: File) =>
      consoleApi('/catalog-imports', importView, { method: 'POST', file, query: { name: file.name } }),
    ...quiet,
  });
}

/** Starts the dry run or the apply; the answer (the job, under way) goes straight into the import's query. */
function useStep<Variables>(send: (id: number, variables: Variables) => Promise<ImportView>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, variables }: { id: number; variables: Variables }) => send(id, variables),
    onSuccess: (view) => {
      client.setQueryData(importKeys.one(view.id), view);
      void client.invalidateQueries({ queryKey: importKeys.allRows(view.id) });
    },
    ...quiet,
  });
}
export const useCheck = () =>
  useStep((id, body: CheckImportBody) =>
    consoleApi(`/catalog-imports/${id}/check`, importView, { method: 'POST', body }),
  );
export const useApply = () =>
  useStep((id, _: undefined) => consoleApi(`/catalog-imports/${id}/apply`, importView, { method: 'POST' }));
