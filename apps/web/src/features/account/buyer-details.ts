/**
 * The account's face for other features: the buyer's contact details and address book, and the form that adds an
 * address to it (the order form's ship-to and contact).
 */
export { accountQuery, addressesQuery } from './api/account-queries';
export { NewAddressForm } from './components/new-address-form';
