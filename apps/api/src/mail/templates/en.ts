import type { MailTexts } from './types.js';

export const en: MailTexts = {
  verification: {
    subject: 'Your Hive verification code: {code}',
    body: `Hello,

Your verification code is {code}.
Enter it on the sign-up form within {minutes} minutes.

If you did not ask for this code, you can ignore this e-mail.

Hive — Korean brands, wholesale`,
  },
  approval: {
    subject: 'Your Hive account is approved',
    body: `Hello {name},

Good news: the account of {company} is approved.
Your grade is {grade} and your prices are in {currency}.

Sign in to see your prices and request quotations:
{link}

Hive — Korean brands, wholesale`,
  },
  rejection: {
    subject: 'Your Hive application',
    body: `Hello {name},

Thank you for applying to Hive for {company}. We could not approve the application.

Reason: {reason}

If you think this is a mistake, reply to this e-mail or write to {support}.

Hive — Korean brands, wholesale`,
  },
  findId: {
    subject: 'Your Hive login id',
    body: `Hello,

You asked for the login id of {company}: {loginIds}

Sign in here: {link}

If you did not ask for it, you can ignore this e-mail.

Hive — Korean brands, wholesale`,
  },
  passwordReset: {
    subject: 'Reset your Hive password',
    body: `Hello,

Someone asked to reset the password of the Hive account {loginId}.
Open this link within {minutes} minutes to choose a new password (it works once):
{link}

If you did not ask for it, ignore this e-mail: your password stays as it is.

Hive — Korean brands, wholesale`,
  },
  passwordChanged: {
    subject: 'Your Hive password was changed',
    body: `Hello,

The password of the Hive account {loginId} was just changed, and every other session was signed out.

If this was not you, reset your password at once: {link}

Hive — Korean brands, wholesale`,
  },
  withdrawConfirmation: {
    subject: 'Your Hive account is closed',
    body: `Hello,

The Hive account {loginId} is closed as you asked. Your personal data has been erased and the login id cannot be used again.

Thank you for trading with us.

Hive — Korean brands, wholesale`,
  },
  quotationRequested: {
    subject: 'Your quotation request {number} is sent',
    body: `Hello {name},

We have received the quotation request {number} of {company}.

Products: {count} · units: {units} · total at your prices: {total}
{lines}

What happens next: our team checks availability and prices and answers with an offer, valid for 30 days. You will get an e-mail when it is ready. Follow the request here:
{link}

Hive — Korean brands, wholesale`,
  },
  noMemberQuotation: {
    subject: 'Your quotation request {number} is received',
    body: `Hello {name},

Thank you for the quotation request of {company}. Its number is {number}.

Products ({count}), as MOQ packs × units per pack = units:
{lines}

What happens next: our team checks availability and prices and answers you by e-mail with a quotation valid for 30 days. To accept it and order, you will sign up for a Hive account and be approved.

Please mention {number} whenever you write to us about this request.

Hive — Korean brands, wholesale`,
  },
  quotationOffer: {
    subject: 'Your quotation {number}: offer {version} is ready',
    body: `Hello {name},

Our team has answered your quotation request {number} with offer version {version}.

Total: {total}
Valid until: {validUntil}
Incoterm: {incoterm} · lead time: {leadTime} days

Read the offer, download its PDF, accept it or ask for changes here:
{link}

Hive — Korean brands, wholesale`,
  },
  quotationOfferVisitor: {
    subject: 'Your quotation {number}: our offer',
    body: `Hello {name},

Thank you for the quotation request of {company}. Here is our offer {number} (version {version}).

{lines}

Total: {total}
Valid until: {validUntil}
Incoterm: {incoterm} · lead time: {leadTime} days

To accept this offer and order, sign up for a Hive account with this e-mail address and mention {number}; once your company is approved, we attach the offer to your account:
{link}

Hive — Korean brands, wholesale`,
  },
  quotationAccepted: {
    subject: 'You accepted the offer for quotation {number}',
    body: `Hello {name},

Thank you: you accepted offer version {version} of quotation {number}, for a total of {total}.
Our team now prepares your order and will be in touch about the next steps.

Follow it here: {link}

Hive — Korean brands, wholesale`,
  },
  quotationDeclined: {
    subject: 'You declined the offer for quotation {number}',
    body: `Hello {name},

You declined the offer for quotation {number}. Nothing more will happen with it.

If you change your mind or need other products, you can request a new quotation at any time: {link}

Hive — Korean brands, wholesale`,
  },
  quotationNegotiating: {
    subject: 'Quotation {number}: we received your request for changes',
    body: `Hello {name},

We received the changes you asked for on quotation {number}. Our team will answer with a new offer.

You can follow the conversation here: {link}

Hive — Korean brands, wholesale`,
  },
  quotationExpired: {
    subject: 'The offer for quotation {number} has expired',
    body: `Hello {name},

The offer for quotation {number} was valid until {validUntil} and has now expired.

If you are still interested, ask for a new offer here: {link}

Hive — Korean brands, wholesale`,
  },
  quotationCancelled: {
    subject: 'Quotation {number} is cancelled',
    body: `Hello {name},

Quotation {number} is cancelled. Nothing more will happen with it.

The details stay available here: {link}

Hive — Korean brands, wholesale`,
  },
  orderPlaced: {
    subject: 'Your order {number} is placed',
    body: `Hello {name},

Thank you: we have received the order {number} of {company}. The purchase order is attached (PDF).

Products: {count} · units: {units} · total: {total}
{lines}

What happens next: our team checks the order and confirms it with the payment terms and the proforma invoice, which tells where to transfer to. Please pay by {payBy}, or the order is cancelled and its products released. Follow the order here:
{link}

Hive — Korean brands, wholesale`,
  },
  orderEdited: {
    subject: 'Order {number} was changed: please check the new purchase order',
    body: `Hello {name},

Before confirming your order {number}, our team changed it.

Reason: {reason}

The order now comes to {total}:
{lines}

The new purchase order is attached (PDF) and replaces the earlier one. If anything is not as you expect, reply to this e-mail or write to us from the order page before we confirm it:
{link}

Hive — Korean brands, wholesale`,
  },
  orderConfirmedAdvance: {
    subject: 'Your order {number} is confirmed: please pay {total}',
    body: `Hello {name},

We have confirmed your order {number}. The proforma invoice is attached (PDF).

Payment: the whole amount, {total}, in advance, by {payBy}.
Bank: {bankName}
Account name: {accountName}
Account number: {accountNumber}
SWIFT: {swift}
Bank address: {bankAddress}
Reference: {number}

We prepare the goods as soon as the transfer arrives. Follow the order here: {link}

Hive — Korean brands, wholesale`,
  },
  orderConfirmedDeposit: {
    subject: 'Your order {number} is confirmed: please pay the deposit of {deposit}',
    body: `Hello {name},

We have confirmed your order {number} ({total}). The proforma invoice is attached (PDF).

Payment: a deposit of {percent} %, {deposit}, by {payBy}; the balance, {balance}, before shipment.
Bank: {bankName}
Account name: {accountName}
Account number: {accountNumber}
SWIFT: {swift}
Bank address: {bankAddress}
Reference: {number}

We prepare the goods as soon as the deposit arrives. Follow the order here: {link}

Hive — Korean brands, wholesale`,
  },
  orderPaid: {
    subject: 'Order {number}: payment received',
    body: `Hello {name},

We received your transfer of {amount} for the order {number} on {paidOn}. Thank you: the order is paid in full and our team now prepares it.

Follow the order here: {link}

Hive — Korean brands, wholesale`,
  },
  orderDepositPaid: {
    subject: 'Order {number}: deposit received',
    body: `Hello {name},

We received your deposit of {amount} for the order {number} on {paidOn}. Our team now prepares the order.

The balance, {balance}, is due before shipment, to the same account with the reference {number}.

Follow the order here: {link}

Hive — Korean brands, wholesale`,
  },
  orderBalancePaid: {
    subject: 'Order {number}: balance received',
    body: `Hello {name},

We received the balance of {amount} for the order {number} on {paidOn}. The order is now paid in full and ready to ship once prepared.

Follow the order here: {link}

Hive — Korean brands, wholesale`,
  },
  orderPreparing: {
    subject: 'Order {number} is being prepared',
    body: `Hello {name},

Our fulfilment centre is now picking and packing your order {number}. You will get an e-mail with the commercial invoice, the packing list and the tracking number when it ships.

Follow the order here: {link}

Hive — Korean brands, wholesale`,
  },
  orderShipped: {
    subject: 'Order {number} has shipped',
    body: `Hello {name},

Your order {number} was handed to {carrier} on {shippedOn}: {cartons} cartons, tracking number {trackingNumber}.
Track it: {tracking}

The commercial invoice and the packing list are attached (PDF), for customs.

Follow the order here: {link}

Hive — Korean brands, wholesale`,
  },
  orderShipmentCorrected: {
    subject: 'Order {number}: corrected shipping documents',
    body: `Hello {name},

We corrected the shipment of your order {number}: {carrier}, shipped on {shippedOn}, {cartons} cartons, tracking number {trackingNumber}.
Track it: {tracking}

The corrected commercial invoice and packing list are attached (PDF) and replace the earlier ones.

Follow the order here: {link}

Hive — Korean brands, wholesale`,
  },
  orderDelivered: {
    subject: 'Order {number} is delivered',
    body: `Hello {name},

Your order {number} has been delivered. Thank you for trading with Hive.

Its documents stay available here, and you can order the same products again in one click: {link}

Hive — Korean brands, wholesale`,
  },
  orderCancelled: {
    subject: 'Order {number} is cancelled',
    body: `Hello {name},

The order {number} is cancelled. Nothing more will be charged or shipped for it.

Reason: {reason}

The details stay available here: {link}

Hive — Korean brands, wholesale`,
  },
  orderExpired: {
    subject: 'Order {number} is cancelled: not paid in time',
    body: `Hello {name},

The order {number} was to be paid by {payBy}. We did not receive the transfer in time, so the order is cancelled and its products are released.

If you still want these products, you can order them again here: {link}

Hive — Korean brands, wholesale`,
  },
  restockAvailable: {
    subject: '{product} is available again',
    body: `Hello,

Good news: {product} (SKU {sku}) is available again. You asked us to tell you when it came back.

See it and order it here while it lasts:
{link}

Hive — Korean brands, wholesale`,
  },
  supportSupplier: {
    subject: 'We received your supplier application ({reference})',
    body: `Hello {name},

Thank you for applying to sell {brand} through Hive. Our partnership team reviews every application and answers within five working days, usually by e-mail.

Your reference: {reference}

Hive — Korean brands, wholesale`,
  },
  supportBrandRequest: {
    subject: 'We received your request for {brand} ({reference})',
    body: `Hello {name},

Thank you for telling us you are looking for {brand}. Our sourcing team will contact the brand and write back to you once we know whether we can offer it.

Your reference: {reference}

Hive — Korean brands, wholesale`,
  },
  supportContact: {
    subject: 'We received your message ({reference})',
    body: `Hello {name},

Thank you for writing to Hive about "{subject}". A member of our team will answer within two working days.

Your reference: {reference}

Hive — Korean brands, wholesale`,
  },
  supportIssue: {
    subject: 'We received your problem report ({reference})',
    body: `Hello,

Thank you for reporting the problem you met on Hive. Our team looks into every report; we will write to you if we need more details or once it is fixed.

Your reference: {reference}

Hive — Korean brands, wholesale`,
  },
  supportReceived: {
    subject: 'We received your request ({reference})',
    body: `Hello,

Thank you for contacting Hive. We received your request and our team will look into it.

Your reference: {reference}

If you did not write to us, someone may have typed your address by mistake: you can ignore this e-mail.

Hive — Korean brands, wholesale`,
  },
  chatUnreadReply: {
    subject: 'You have an unread reply from Hive',
    body: `Hello {name},

Our team replied to you in the chat and the reply is still unread:

{excerpt}

Read it and answer here:
{link}

Hive — Korean brands, wholesale`,
  },
  claimReceived: {
    subject: 'We received your claim on order {number}',
    body: `Hello {name},

We received your claim no. {claim} on order {number}. Our team reviews it with your photos and answers within two working days.

You can add photos and follow the claim here: {link}

Hive — Korean brands, wholesale`,
  },
  claimCreditNote: {
    subject: 'Your claim on order {number}: credit note {creditNote}',
    body: `Hello {name},

We resolved your claim no. {claim} on order {number} with a credit note of {amount}.

Reason: {reason}

The credit note {creditNote} is attached (PDF). It is taken off your next order in the same currency when we confirm it, unless we refund it to you by bank transfer.

Follow the order here: {link}

Hive — Korean brands, wholesale`,
  },
  claimReplacement: {
    subject: 'Your claim on order {number}: replacement',
    body: `Hello {name},

We resolved your claim no. {claim} on order {number}: we will send you replacement goods.

Reason: {reason}

Follow the order here: {link}

Hive — Korean brands, wholesale`,
  },
  claimRefused: {
    subject: 'Your claim on order {number} was not accepted',
    body: `Hello {name},

We reviewed your claim no. {claim} on order {number} and could not accept it.

Reason: {reason}

If you have more to tell us, answer this e-mail or write to us in the chat. The order: {link}

Hive — Korean brands, wholesale`,
  },
  memberInvitation: {
    subject: '{inviter} invites you to {company} on Hive',
    body: `Hello {name},

{inviter} invites you to buy for {company} on Hive, the wholesale marketplace of Korean brands, as {role}.

Choose your login id and password here (the link works once, until {expires}):
{link}

If you did not expect this, ignore this e-mail: nothing happens without the link.

Hive — Korean brands, wholesale`,
  },
  orderApprovalRequested: {
    subject: 'Order {number} waits for your approval',
    body: `Hello,

{name} placed the order {number} for {company}: {total}, above your approval limit of {limit}. Its stock is held; the purchase order is issued when an owner or an admin approves it.

Products: {count} · units: {units}
{lines}

Approve or reject it by {payBy}, or it is cancelled:
{link}

Hive — Korean brands, wholesale`,
  },
  webhookFailed: {
    subject: 'A webhook delivery failed: {type}',
    body: `Hello,

Hive could not deliver an event to one of your webhooks, and has stopped retrying it.

Webhook: {url} (no. {webhookId})
Event: {type} ({eventId})
Attempts: {attempts}
Last answer: {error}

Check that your system is reachable and answers with a 2xx status, then redeliver the event from the console (Webhooks, its deliveries).

Hive — Korean brands, wholesale`,
  },
};
