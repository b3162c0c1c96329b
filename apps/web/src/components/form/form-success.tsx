import { type ReactNode, useEffect, useRef } from 'react';

/**
 * What a form that succeeded says (its number, what happens next): brought into view and focused when it appears, so
 * that a phone's reader, left at the bottom of a long form, sees it and a screen reader reads it.
 */
export function FormSuccess({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'start' });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={ref} className={className ? `form-success ${className}` : 'form-success'} role="status" tabIndex={-1}>
      {children}
    </div>
  );
}
