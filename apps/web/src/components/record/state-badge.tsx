import type { ReactNode } from 'react';
import './record.css';

/** How a state reads at a glance; the word says it, the colour repeats it. */
export type StateTone = 'neutral' | 'info' | 'warn' | 'accent' | 'ok' | 'danger' | 'muted';

/** A record's state (a quotation's, an order's) as a coloured label. */
export function StateBadge({ tone, children }: { tone: StateTone; children: ReactNode }) {
  return <span className={`rec-badge rec-badge--${tone}`}>{children}</span>;
}
