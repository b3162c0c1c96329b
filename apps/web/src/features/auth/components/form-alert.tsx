/**
 * Where a form says why the server refused it. The region is always in the page, so a screen reader announces the
 * message the moment it appears.
 */
export function FormAlert({ message }: { message: string | undefined }) {
  return (
    <div role="alert" className={message ? 'form-alert' : undefined}>
      {message}
    </div>
  );
}
