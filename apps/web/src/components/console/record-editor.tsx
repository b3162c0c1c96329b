import { Fragment, type ReactNode, type RefObject, useEffect, useState } from 'react';

/**
 * A list page's one form above its list, to add a record or change one: the page's "new" button opens it empty, a
 * row's button opens it with that row; another record, or a new one, draws the form afresh.
 */
export function useRecordEditor<T extends { id: number }>() {
  const [editing, setEditing] = useState<T | 'new'>();
  const close = () => setEditing(undefined);
  return {
    /** A record's button that opens the form with it; `name` says which record it edits. */
    editButton: (record: T, text: string, name: string, className = 'console-button console-button--ghost') => (
      <button type="button" className={className} onClick={() => setEditing(record)} aria-label={name}>
        {text}
      </button>
    ),
    newButton: (label: string) => (
      <button type="button" className="console-button console-button--primary" onClick={() => setEditing('new')}>
        {label}
      </button>
    ),
    /** The open form (nothing when closed), drawn with the record (undefined for a new one) and what closes it. */
    form: (render: (record: T | undefined, onDone: () => void) => ReactNode) =>
      editing && (
        <Fragment key={editing === 'new' ? 'new' : editing.id}>
          {render(editing === 'new' ? undefined : editing, close)}
        </Fragment>
      ),
  };
}

/** The editor form's buttons: save (busy while it is sent), and close without saving. */
export function EditorActions({
  busy,
  save,
  saving,
  cancel,
  onDone,
}: {
  busy: boolean;
  save: string;
  saving: string;
  cancel: string;
  onDone: () => void;
}) {
  return (
    <div className="console-actions">
      <button type="submit" className="console-button console-button--primary" disabled={busy}>
        {busy ? saving : save}
      </button>
      <button type="button" className="console-button console-button--ghost" onClick={onDone}>
        {cancel}
      </button>
    </div>
  );
}

/** The editor form, opened from a row far down the list, comes into view with its first field ready. */
export function useEditorInView(form: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    form.current?.scrollIntoView({ block: 'start' });
    form.current?.querySelector<HTMLElement>('input, select')?.focus({ preventScroll: true });
  }, [form]);
}
