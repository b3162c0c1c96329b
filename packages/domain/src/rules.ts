/** The business rules and constants without the zod schemas: what the web client's first load needs. */
export * from './buyer-status.js';
export * from './chat-rules.js';
export * from './constants.js';
export * from './display.js';
export * from './errors.js';
export * from './money.js';
export * from './order-rules.js';
export * from './order-state.js';
export * from './password.js';
export * from './product-availability.js';
export * from './quick-order.js';
export * from './quotation-actions.js';
export * from './quotation-offer.js';
export * from './quotation-request.js';
export * from './quotation-state.js';
export * from './support.js';
export * from './text.js';
