import type { ReactNode } from 'react';
import './timeline.css';

export type TimelineEvent = { key: string; text: ReactNode; at: string; atText: string; detail?: ReactNode };

/** What happened to a record, in order: what, then when (and a note when there is one). */
export function Timeline({ events }: { events: readonly TimelineEvent[] }) {
  return (
    <ol className="rec-history">
      {events.map((event) => (
        <li key={event.key}>
          <span>{event.text}</span>
          <time dateTime={event.at} className="rec-sub">
            {event.atText}
          </time>
          {event.detail}
        </li>
      ))}
    </ol>
  );
}
