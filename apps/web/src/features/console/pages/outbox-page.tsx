import { OUTBOX_STATUSES, type OutboxRow } from '@hive/domain';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert';
import { errorMessage } from '../../../lib/query-client';
import { type OutboxStatus, outboxQuery } from '../api/console-queries';
import { ConsolePager } from '../components/console-pager';
import { ConsoleTitle } from '../components/console-title';
import { MailStatusBadge } from '../components/status-badge';
import { useFormat } from '../components/use-format';

const isStatus = (value: string | null): value is OutboxStatus => OUTBOX_STATUSES.includes(value as OutboxStatus);
const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/**
 * The text as it was sent, with its links clickable but written out in full: operators (and the end-to-end tests)
 * read verification codes and reset links straight from here.
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

function Mail({ mail }: { mail: OutboxRow }) {
  const { t } = useTranslation('console');
  const format = useFormat();
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

export function OutboxPage() {
  const { t } = useTranslation('console');
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filter = { status: isStatus(status) ? status : undefined, page: Math.max(1, Number(params.get('page')) || 1) };
  const outbox = useQuery(outboxQuery(filter));
  const hrefFor = (next: OutboxStatus | undefined) => (next ? `?status=${next}` : '?');

  const handlePage = (page: number) => {
    const search = new URLSearchParams();
    if (filter.status) search.set('status', filter.status);
    if (page > 1) search.set('page', String(page));
    setParams(search);
  };

  return (
    <main id="main" className="console-main">
      <ConsoleTitle title={t('outbox.title')} />
      <div className="console-page-head">
        <div>
          <h1>{t('outbox.title')}</h1>
          <p className="console-muted">{t('outbox.lead')}</p>
        </div>
        <button
          type="button"
          className="console-button"
          onClick={() => void outbox.refetch()}
          disabled={outbox.isFetching}
        >
          {t('refresh')}
        </button>
      </div>
      <nav className="console-tabs" aria-label={t('outbox.statusFilter')}>
        {[undefined, ...OUTBOX_STATUSES].map((option) => (
          <Link
            key={option ?? 'all'}
            to={hrefFor(option)}
            className="console-tabs__tab"
            aria-current={filter.status === option ? 'page' : undefined}
          >
            {option ? t(`mailStatus.${option}`) : t('outbox.all')}
          </Link>
        ))}
      </nav>
      <FormAlert className="console-alert" message={outbox.isError ? errorMessage(outbox.error) : ''} />
      <section
        className="console-card console-card--flush"
        aria-busy={outbox.isFetching}
        aria-label={t('outbox.title')}
      >
        <p className="console-table-caption">
          {outbox.data
            ? t('outbox.count', { count: outbox.data.total, formatted: format.number(outbox.data.total) })
            : t('loadingList')}
        </p>
        {outbox.data?.list.length === 0 && <p className="console-empty">{t('outbox.empty')}</p>}
        {outbox.data && outbox.data.list.length > 0 && (
          <ul className="console-mails">
            {outbox.data.list.map((mail) => (
              <Mail key={mail.id} mail={mail} />
            ))}
          </ul>
        )}
        {outbox.data && <ConsolePager {...outbox.data} onPage={handlePage} />}
      </section>
    </main>
  );
}
