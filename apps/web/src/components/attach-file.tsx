import type { ReactNode } from 'react';

/**
 * A file picker drawn as a link or a button (its label), the input itself hidden but reachable: picks one file of
 * `accept`, hands it over and clears itself, so the same file can be picked again.
 */
export function AttachFile({
  className,
  accept,
  busy,
  onFile,
  children,
}: {
  className: string;
  accept: readonly string[];
  busy: boolean;
  onFile: (file: File | undefined) => void;
  children: ReactNode;
}) {
  return (
    <label className={className} aria-disabled={busy || undefined}>
      <input
        type="file"
        className="visually-hidden"
        accept={accept.join(',')}
        disabled={busy}
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {children}
    </label>
  );
}
