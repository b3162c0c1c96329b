import { Link } from 'react-router';
import './record.css';

/** The way back from a record to its list, at the top of the page. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="rec-back">
      <span aria-hidden="true">←</span> {children}
    </Link>
  );
}
