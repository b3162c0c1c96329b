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
  /** Operators changed a placed order before confirming it: the new purchase order attached. */
  'orderEdited',
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
  'restockAvailable',
  'supportSupplier',
  'supportBrandRequest',
  'supportContact',
  'supportIssue',
  /** A form's confirmation to an address nobody proved: that it was received, its reference, nothing the sender wrote. */
  'supportReceived',
  'chatUnreadReply',
  'claimReceived',
  'claimCreditNote',
  'claimReplacement',
  'claimRefused',
  /** An owner or an admin invites a person to their company: a single-use link to choose a login id and password. */
  'memberInvitation',
  /** A purchaser's order over the approval limit: its approvers are asked. */
  'orderApprovalRequested',
  /** To the operators (the settings' contact address): a webhook's delivery was given up on after a day of retries. */
  'webhookFailed',
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

/**
 * The values of a template that let whoever reads them act as the recipient: the code that proves an address, the
 * single-use link that sets a password. Only the recipient gets them; what operators read shows them masked.
 */
export const SECRET_VALUES: { readonly [T in MailTemplate]?: readonly string[] } = {
  verification: ['code'],
  passwordReset: ['link'],
  memberInvitation: ['link'],
};

export type MailTexts = Record<MailTemplate, { subject: string; body: string }>;
