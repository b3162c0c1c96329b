import type { BuyerQuotationDetail, OfferView, QuotationAction, QuotationState } from '@hive/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { BackLink } from '../../../components/record/back-link';
import { LinesTable } from '../../../components/record/lines-table';
import { LinesTotal } from '../../../components/record/lines-total';
import { Timeline } from '../../../components/record/timeline';
import { RequireSession } from '../../../components/require-session';
import { useQuotationFormat } from '../../../hooks/use-quotation-format';
import { useTranslation } from '../../../i18n/react';
import { isNotFound } from '../../../lib/api-client';
import { useMemberMay, useSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast-client';
import { myQuotationQuery, type QuotationAnswer, useQuotationAnswer } from '../api/my-quotations';
import { myQuotationKeys } from '../api/quotation-keys';
import { AnswerDialog } from '../components/answer-dialog';
import { OfferCard } from '../components/offer-card';
import { QuotationStateBadge } from '../components/quotation-state-badge';
import { QuotationThread } from '../components/quotation-thread';
import '../../../components/record/record.css';
import '../my-quotations.css';

type Answer = Exclude<QuotationAction, 'offer' | 'expire' | 'order'>;

/** The state panel's colour: waiting for the buyer, done well, or over. */
const STATUS_TONES: Record<QuotationState, 'info' | 'warn' | 'ok' | 'muted'> = {
  REQUESTED: 'info',
  QUOTED: 'warn',
  NEGOTIATING: 'info',
  ACCEPTED: 'ok',
  ORDERED: 'ok',
  DECLINED: 'muted',
  CANCELLED: 'muted',
  EXPIRED: 'muted',
};

export function MyQuotationPage() {
  return (
    <RequireSession>
      <MyQuotation />
    </RequireSession>
  );
}

function MyQuotation() {
  const { t } = useTranslation('quotation');
  const language = useSession((s) => s.language);
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const quotation = useQuery({ ...myQuotationQuery(id, language), enabled: valid });

  if (!valid || (quotation.isError && isNotFound(quotation.error))) {
    return (
      <main id="main" className="container page rec-page">
        <PageMeta title={t('detail.notFound')} />
        <BackToList />
        <h1>{t('detail.notFound')}</h1>
        <p>{t('detail.notFoundLead')}</p>
      </main>
    );
  }
  if (quotation.isError) throw quotation.error;
  if (quotation.isPending) {
    return (
      <main id="main" className="container page rec-page" aria-busy="true">
        <BackToList />
        <p className="rec-muted">{t('detail.loading')}</p>
      </main>
    );
  }
  return <Detail quotation={quotation.data} />;
}

function BackToList() {
  const { t } = useTranslation('quotation');
  return <BackLink to="/my-page/quotations/">{t('detail.back')}</BackLink>;
}

function Detail({ quotation }: { quotation: BuyerQuotationDetail }) {
  const { t } = useTranslation('quotation');
  const format = useQuotationFormat();
  const language = useSession((s) => s.language);
  const queryClient = useQueryClient();
  const answer = useQuotationAnswer(quotation.id);
  const [dialog, setDialog] = useState<Answer | null>(null);
  // A viewer answers no offer: the quotations are the company's to read.
  const buys = useMemberMay('buy');
  // What another member of the company did is named; the member's own steps read as before.
  const me = useSession((s) => s.member?.name);
  const allowed = new Set(buys ? quotation.allowedActions : []);
  const current = quotation.offers.find((offer) => offer.current);
  const older = quotation.offers.filter((offer) => !offer.current);

  const handleOpen = (kind: Answer) => {
    answer.reset();
    setDialog(kind);
  };
  const handleClose = () => setDialog(null);
  const handleSend = async (body: QuotationAnswer) => {
    try {
      await answer.mutateAsync(body);
    } catch (error) {
      // Another tab may have answered first: show what the server says and read the quotation again.
      void queryClient.invalidateQueries({ queryKey: myQuotationKeys.detail(quotation.id, language) });
      throw error;
    }
    setDialog(null);
    toast.info(t(`actions.done.${body.kind}`));
  };
  const dialogProps = { onSend: handleSend, onClose: handleClose };

  return (
    <main id="main" className="container page rec-page">
      <PageMeta title={t('detail.title', { number: quotation.number })} />
      <BackToList />
      <div className="q-head">
        <div>
          <h1>{t('detail.title', { number: quotation.number })}</h1>
          <p className="rec-head__meta">
            <QuotationStateBadge state={quotation.state} />
            <span>
              <time dateTime={quotation.requestedAt}>
                {t('detail.requestedOn', { date: format.date(quotation.requestedAt) })}
              </time>
            </span>
            <span>{t('detail.currency', { currency: quotation.currency })}</span>
          </p>
        </div>
        <Link to={{ search: `?chatAbout=${quotation.id}` }} className="button button--ghost">
          {t('detail.chat')}
        </Link>
      </div>

      <section className={`rec-status rec-status--${STATUS_TONES[quotation.state]}`} aria-labelledby="q-status-title">
        <h2 id="q-status-title" className="visually-hidden">
          {t('detail.statusTitle')}
        </h2>
        <p>
          {t(`detail.status.${quotation.state}`, {
            version: quotation.acceptedVersion ?? current?.version,
            date: current ? format.validUntil(current.validUntil) : '',
          })}
        </p>
        {buys && quotation.state === 'ACCEPTED' && (
          <div className="rec-actions">
            <Link to={`/order-now?quotation=${quotation.id}`} className="button">
              {t('actions.placeOrder')}
            </Link>
          </div>
        )}
        {quotation.state === 'ORDERED' && (
          <div className="rec-actions">
            {quotation.order ? (
              <Link to={`/order/${quotation.order.id}/`} className="button button--secondary">
                {t('actions.seeOrder', { number: quotation.order.number })}
              </Link>
            ) : (
              <Link to="/order/" className="button button--secondary">
                {t('actions.seeOrders')}
              </Link>
            )}
          </div>
        )}
        {allowed.size > 0 && (
          <div className="rec-actions">
            {allowed.has('accept') && current && (
              <button type="button" className="button" disabled={answer.isPending} onClick={() => handleOpen('accept')}>
                {t('actions.accept', { version: current.version })}
              </button>
            )}
            {allowed.has('negotiate') && (
              <button type="button" className="button button--secondary" onClick={() => handleOpen('negotiate')}>
                {t('actions.negotiate')}
              </button>
            )}
            {allowed.has('decline') && (
              <button type="button" className="button button--secondary" onClick={() => handleOpen('decline')}>
                {t('actions.decline')}
              </button>
            )}
            {allowed.has('cancel') && (
              <button type="button" className="button button--ghost" onClick={() => handleOpen('cancel')}>
                {t('actions.cancel')}
              </button>
            )}
          </div>
        )}
      </section>

      <div className="rec-layout">
        <div className="rec-layout__main">
          <section className="rec-card" aria-labelledby="q-offers">
            <h2 id="q-offers">{t('offers.title')}</h2>
            {quotation.offers.length === 0 && <p className="rec-muted">{t('offers.none')}</p>}
            {current && (
              <OfferCard
                offer={current}
                number={quotation.number}
                accepted={quotation.acceptedVersion === current.version}
              />
            )}
            {older.length > 0 && (
              <details className="q-older">
                <summary>{t('offers.older', { count: older.length })}</summary>
                {older.map((offer) => (
                  <OfferCard
                    key={offer.version}
                    offer={offer}
                    number={quotation.number}
                    accepted={quotation.acceptedVersion === offer.version}
                  />
                ))}
              </details>
            )}
          </section>

          <section className="rec-card" aria-labelledby="q-requested">
            <h2 id="q-requested">{t('lines.requestedTitle')}</h2>
            <LinesTable lines={quotation.lines} currency={quotation.currency} caption={t('lines.requestedTitle')} />
            <LinesTotal totals={quotation.requested} currency={quotation.currency} label={t('lines.requestedTotal')} />
          </section>
        </div>

        <div className="rec-layout__side">
          <QuotationThread quotationId={quotation.id} messages={quotation.messages} open={quotation.canPostMessage} />
          <section className="rec-card" aria-labelledby="q-history">
            <h2 id="q-history">{t('history.title')}</h2>
            <Timeline
              events={quotation.history.map((event) => ({
                key: `${event.createdAt}-${event.action}-${event.toState}`,
                text: (
                  <>
                    {historyText(t, event.action, event.actor)}
                    {event.actor === 'buyer' && event.memberName && event.memberName !== me && (
                      <span className="rec-history__who"> · {event.memberName}</span>
                    )}
                  </>
                ),
                at: event.createdAt,
                atText: format.dateTime(event.createdAt),
              }))}
            />
          </section>
        </div>
      </div>

      {dialog === 'accept' && current && (
        <AnswerDialog
          {...dialogProps}
          kind="accept"
          version={current.version}
          title={t('actions.acceptTitle', { version: current.version })}
          confirmLabel={t('actions.acceptConfirm')}
        >
          <AcceptSummary offer={current} />
        </AnswerDialog>
      )}
      {dialog === 'negotiate' && (
        <AnswerDialog
          {...dialogProps}
          kind="negotiate"
          title={t('actions.negotiateTitle')}
          text={{ label: t('actions.negotiateMessage'), required: true }}
          confirmLabel={t('actions.negotiateConfirm')}
        >
          <p>{t('actions.negotiateLead')}</p>
        </AnswerDialog>
      )}
      {dialog === 'decline' && (
        <AnswerDialog
          {...dialogProps}
          kind="decline"
          title={t('actions.declineTitle')}
          text={{ label: t('actions.reason'), required: false }}
          confirmLabel={t('actions.declineConfirm')}
          tone="danger"
        >
          <p>{t('actions.declineLead')}</p>
        </AnswerDialog>
      )}
      {dialog === 'cancel' && (
        <AnswerDialog
          {...dialogProps}
          kind="cancel"
          title={t('actions.cancelTitle')}
          text={{ label: t('actions.reason'), required: false }}
          confirmLabel={t('actions.cancelConfirm')}
          tone="danger"
        >
          <p>{t('actions.cancelLead')}</p>
        </AnswerDialog>
      )}
    </main>
  );
}

function AcceptSummary({ offer }: { offer: OfferView }) {
  const { t } = useTranslation('quotation');
  const format = useQuotationFormat();
  return (
    <>
      <dl className="rec-terms rec-terms--dialog">
        <div>
          <dt>{t('offers.total')}</dt>
          <dd>
            <strong>{format.money(offer.totals.total, offer.currency)}</strong>
          </dd>
        </div>
        <div>
          <dt>{t('offers.validUntil')}</dt>
          <dd>{format.validUntil(offer.validUntil)}</dd>
        </div>
        <div>
          <dt>{t('offers.incoterm')}</dt>
          <dd>{offer.namedPlace ? `${offer.incoterm} ${offer.namedPlace}` : offer.incoterm}</dd>
        </div>
        <div>
          <dt>{t('offers.leadTime')}</dt>
          <dd>{t('offers.leadTimeDays', { count: offer.leadTimeDays })}</dd>
        </div>
      </dl>
      <p>{t('actions.acceptLead')}</p>
    </>
  );
}

/** A line of the history: who did what, in the buyer's words ("you", "our team"). */
function historyText(t: (key: string) => string, action: string, actor: string) {
  if (action === 'cancel') return t(actor === 'buyer' ? 'history.cancelByBuyer' : 'history.cancelByTeam');
  return t(`history.${action}`);
}
