import { useSearchParams } from 'react-router';

/**
 * A list's filters, sort and page live in the address, so a list can be shared and the back button works. Changing
 * anything but the page goes back to the first page.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  return { params, page, update };
}
