/**
 * What the buyers' room publishes to the other console rooms; they import nothing else from it. The audit log names a
 * buyer's recorded values (statuses, grades) the way the buyers' pages do.
 */
export { useBuyerValueName } from './components/buyer-value-name';
