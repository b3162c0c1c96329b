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
};
