/**
 * An error region that is always in the page, empty until something goes wrong: screen readers announce a change
 * to a live region they already know, not one that appears with its text.
 */
export function FormAlert({ id, message }: { id?: string; message: string }) {
  return (
    <div id={id} role="alert" className="console-alert-region">
      {message && <p className="console-alert">{message}</p>}
    </div>
  );
}
