import './form-alert.css';

/**
 * Where a form says why the server refused it. The region is always in the page, empty until something goes wrong,
 * so a screen reader announces the message the moment it appears (a live region it already knows).
 */
export function FormAlert({
  id,
  message,
  className = 'form-alert',
}: {
  id?: string;
  message: string | undefined;
  /** The console draws its alerts in its own style. */
  className?: string;
}) {
  return (
    <div id={id} role="alert" className={message ? className : undefined}>
      {message}
    </div>
  );
}
