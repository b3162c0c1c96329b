/**
 * What the orders' room publishes to the other console rooms; they import nothing else from it. The audit log names
 * an order's recorded values (states, terms, shipment) the way the orders' pages do.
 */
export { useOrderValueName } from './components/order-value-name';
