import type { ConsoleCategory } from '@hive/domain';

/** The category tree as options: each top category, then its own under it (an operator may choose either level). */
export function CategoryOptions({ categories }: { categories: ConsoleCategory[] }) {
  const tops = categories.filter((category) => category.parentId === null);
  return (
    <>
      {tops.map((top) => (
        <optgroup key={top.id} label={top.names.en}>
          <option value={top.id}>{top.names.en}</option>
          {categories
            .filter((category) => category.parentId === top.id)
            .map((child) => (
              <option key={child.id} value={child.id}>
                {`${top.names.en} › ${child.names.en}`}
              </option>
            ))}
        </optgroup>
      ))}
    </>
  );
}
