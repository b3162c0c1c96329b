import type { ReactNode } from 'react';
import { ConsoleTitle } from './console-title';

type Props = {
  /** The tab's title, and the heading's unless `heading` says otherwise. */
  title: string;
  heading?: ReactNode;
  /** The line under the heading. */
  lead?: ReactNode;
  leadClassName?: string;
  /** The way back to the list the page was opened from. */
  back?: ReactNode;
  /** Beside the heading: the page's buttons. */
  actions?: ReactNode;
  /** The heading's block on a record's page (`console-page-head__title`: its lead lines up badges and facts). */
  headClassName?: string;
  children?: ReactNode;
};

/** A console page: its tab title, the way back, the heading with its lead and the page's buttons, then the page. */
export function ConsoleMain({ title, heading, lead, leadClassName, back, actions, headClassName, children }: Props) {
  return (
    <main id="main" className="console-main">
      <ConsoleTitle title={title} />
      {back}
      <div className="console-page-head">
        <div className={headClassName}>
          {heading ?? <h1>{title}</h1>}
          {lead !== undefined && <p className={leadClassName ?? 'console-muted'}>{lead}</p>}
        </div>
        {actions}
      </div>
      {children}
    </main>
  );
}
