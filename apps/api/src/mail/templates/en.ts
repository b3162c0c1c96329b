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
};
