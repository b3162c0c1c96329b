/** Every e-mail the marketplace sends. `{name}` placeholders are filled from the message's values. */
export const MAIL_TEMPLATES = [
  'verification',
  'approval',
  'rejection',
  'findId',
  'passwordReset',
  'passwordChanged',
  'withdrawConfirmation',
  'noMemberQuotation',
  'quotationRequested',
  'quotationOffer',
  'quotationOfferVisitor',
  'quotationAccepted',
  'quotationDeclined',
  'quotationNegotiating',
  'quotationExpired',
  'quotationCancelled',
  'orderPlaced',
  'orderConfirmedAdvance',
  'orderConfirmedDeposit',
  'orderPaid',
  'orderDepositPaid',
  'orderBalancePaid',
  'orderPreparing',
  'orderShipped',
  'orderShipmentCorrected',
  'orderDelivered',
  'orderCancelled',
  'orderExpired',
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

export type MailTexts = Record<MailTemplate, { subject: string; body: string }>;
