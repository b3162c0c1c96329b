import type { OutboxRow } from '@hive/domain';
import { Fragment } from 'react';
import { useConsoleFormat } from '../../../hooks/use-console-format';
import { useTranslation } from '../../../i18n/react';
import type { OutboxStatus } from '../api/outbox-queries';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/**
 * The text as the outbox keeps it, with its links clickable but written out in full. Verification codes and reset
 * links are masked once the mail has left; a development server without a mail server keeps them, and there admins (and
 * the end-to-end tests) read them straight from here.
 */
function MailText({ text }: { text: string }) {
  // Each piece is keyed by where it starts in the text, which stays put for a given e-mail.
  let offset = 0;
  const pieces = text.split(URL_PATTERN).map((part, index) => {
    const piece = { part, start: offset, isLink: index % 2 === 1 };
    offset += part.length;
    return piece;
  });
  return (
    <pre className="console-mail__text">
      {pieces.map(({ part, start, isLink }) =>
        isLink ? (
          <a key={start} href={part} target="_blank" rel="noreferrer">
            {part}
          </a>
        ) : (
          <Fragment key={start}>{part}</Fragment>
        ),
      )}
    </pre>
  );
}

export function Mail({ mail }: { mail: OutboxRow }) {
  const { t } = useTranslation('console');
  const format = useConsoleFormat();
  return (
    <li className="console-mail">
      <details>
        <summary className="console-mail__summary">
          <span className="console-mail__subject">{mail.subject}</span>
          <span className="console-mail__to">{mail.to}</span>
          <MailStatusBadge status={mail.status} />
          <time className="console-mail__when" dateTime={mail.createdAt}>
            {format.dateTime(mail.createdAt)}
          </time>
        </summary>
        <div className="console-mail__body">
          <dl className="console-mail__meta">
            <div>
              <dt>{t('outbox.to')}</dt>
              <dd>{mail.to}</dd>
            </div>
            <div>
              <dt>{t('outbox.template')}</dt>
              <dd className="console-mono">{mail.template}</dd>
            </div>
            <div>
              <dt>{t('outbox.language')}</dt>
              <dd>{mail.language}</dd>
            </div>
            <div>
              <dt>{t('outbox.attempts')}</dt>
              <dd>{mail.attempts}</dd>
            </div>
            <div>
              <dt>{t('outbox.sentAt')}</dt>
              <dd>{mail.sentAt ? format.dateTime(mail.sentAt) : '—'}</dd>
            </div>
          </dl>
          {mail.lastError && (
            <p className="console-alert">
              {t('outbox.lastError')} {mail.lastError}
            </p>
          )}
          <MailText text={mail.text} />
        </div>
      </details>
    </li>
  );
}

function MailStatusBadge({ status }: { status: OutboxStatus }) {
  const { t } = useTranslation('console');
  return <span className={`console-badge console-badge--mail-${status}`}>{t(`mailStatus.${status}`)}</span>;
}
