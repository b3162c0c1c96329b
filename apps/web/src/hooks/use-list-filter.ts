import { useSearchParams } from 'react-router';

type Values = Record<string, string | undefined>;
/** How each filter is read from the address: a value the list does not know reads as no filter. */
type Readers<F extends Values> = { [K in keyof F]-?: (raw: string | null) => F[K] };
export type ListParams<F extends Values> = F & { page: number };

/** A filter that is one of `values`. */
export const oneOf =
  <T extends string>(values: readonly T[]) =>
  (raw: string | null): T | undefined =>
    values.includes(raw as T) ? (raw as T) : undefined;

/** A filter typed by the operator: surrounding spaces do not count, an empty box is no filter. */
export const typed = (raw: string | null) => raw?.trim() || undefined;

/**
 * A console list's filter and page, kept in the address so that a filtered list can be shared, reloaded and returned
 * to with Back. `hrefFor` is the address of a change (a new filter starts at page 1), `go` goes there. The filters
 * stand in the address in the order `readers` names them, the page last.
 */
export function useListFilter<F extends Values>(readers: Readers<F>) {
  const [params, setParams] = useSearchParams();
  const names = Object.keys(readers) as (keyof F & string)[];
  const filter = {
    ...Object.fromEntries(names.map((name) => [name, readers[name](params.get(name))])),
    page: Math.max(1, Number(params.get('page')) || 1),
  } as ListParams<F>;
  const hrefFor = (change: Partial<ListParams<F>>) => {
    const next = { ...filter, page: 1, ...change };
    const search = new URLSearchParams();
    for (const name of names) {
      const value = next[name];
      if (value) search.set(name, value);
    }
    if (next.page > 1) search.set('page', String(next.page));
    const text = search.toString();
    return text ? `?${text}` : '?';
  };
  return { filter, hrefFor, go: (change: Partial<ListParams<F>>) => setParams(hrefFor(change).slice(1)) };
}
