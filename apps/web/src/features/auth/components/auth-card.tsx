import type { ReactNode } from 'react';
import { PageMeta } from '../../../components/page-meta';

/** The frame of the account-entry pages: a narrow card with a title and a lead, centred on wide screens. */
export function AuthCard({
  title,
  lead,
  children,
  wide = false,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <main id="main" className="container page">
      <PageMeta title={title} description={typeof lead === 'string' ? lead : undefined} />
      <div className={`auth-card${wide ? ' auth-card--wide' : ''}`}>
        <h1>{title}</h1>
        {lead && <p className="auth-card__lead">{lead}</p>}
        {children}
      </div>
    </main>
  );
}
