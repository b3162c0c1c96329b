/** A form's full-width send button: disabled and saying what it is doing while the form is sent. */
export function SubmitButton({ busy, working, children }: { busy: boolean; working: string; children: string }) {
  return (
    <button type="submit" className="button button--block" disabled={busy} aria-busy={busy}>
      {busy ? working : children}
    </button>
  );
}
