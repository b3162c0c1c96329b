import type { ConsoleQuotationDetail } from '@hive/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { BuyerFacts } from '../../../../components/console/buyer-facts';
import { Cell, TableHead } from '../../../../components/console/cell';
import { ConsoleDialog, DialogActions } from '../../../../components/console/console-dialog';
import { ConsoleMain } from '../../../../components/console/console-main';
import { BackLink, DetailPage, detailTexts, Fact, useRouteId } from '../../../../components/console/detail-page';
import { DownloadButton } from '../../../../components/console/download-button';
import { formProblem } from '../../../../components/console/form-problem';
import { HistoryCard } from '../../../../components/console/history-card';
import { FormAlert } from '../../../../components/form/form-alert';
import { useConsoleFormat } from '../../../../hooks/use-console-format';
import { useForm } from '../../../../hooks/use-form';
import { useQuotationFormat } from '../../../../hooks/use-quotation-format';
import { useTranslation } from '../../../../i18n/react';
import { useSession } from '../../../../lib/session-store';
import { toast } from '../../../../lib/toast-client';
import { type QuotationChange, quotationQuery, useQuotationChange } from '../api/quotation-console-queries';
import { LineProduct } from '../components/line-product';
import { OfferEditor } from '../components/offer-editor';
import { QuotationKindBadge, QuotationStateBadge } from '../components/quotation-badges';
import { RequestDetailsCard } from '../components/request-details-card';
import '../quotation-console.css';

type Offer = ConsoleQuotationDetail['offers'][number];

export function QuotationDetailPage() {
  const { t } = useTranslation('console-quotations');
  const language = useSession((s) => s.language);
  const { id, valid } = useRouteId();
  const quotation = useQuery({ ...quotationQuery(id, language), enabled: valid });
  return (
    <DetailPage detail={quotation} valid={valid} back={<QuotationsLink />} texts={detailTexts(t)}>
      {(data) => <QuotationDetail quotation={data} />}
    </DetailPage>
  );
}

function QuotationsLink() {
  const { t } = useTranslation('console-quotations');
  return <BackLink to="/admin/quotations">{t('detail.back')}</BackLink>;
}

function QuotationDetail({ quotation }: { quotation: ConsoleQuotationDetail }) {
  const { t } = useTranslation('console-quotations');
  const format = useConsoleFormat();
  const language = useSession((s) => s.language);
  const change = useQuotationChange(quotation.id, language);
  const [cancelling, setCancelling] = useState(false);
  const allowed = new Set(quotation.allowedActions);
  // A quotation waiting for the buyer's answer keeps its editor folded: revising it is the exception.
  const [editing, setEditing] = useState(quotation.state !== 'QUOTED');
  const nextVersion = (quotation.offers[0]?.version ?? 0) + 1;

  // A refusal stays in the form that sent the change (it shows it); a done change is said, and its form closes.
  const handleChange = async (next: QuotationChange, done: string, onDone?: () => void) => {
    await change.mutateAsync(next);
    toast.info(done);
    onDone?.();
  };

  return (
    <ConsoleMain
      title={quotation.number}
      heading={<h1 className="console-mono console-number">{quotation.number}</h1>}
      headClassName="console-page-head__title"
      back={<QuotationsLink />}
      lead={
        <>
          <QuotationStateBadge state={quotation.state} /> <QuotationKindBadge kind={quotation.kind} />{' '}
          <span>{quotation.company}</span> ·{' '}
          <time dateTime={quotation.requestedAt}>
            {t('detail.requestedAt', { when: format.dateTime(quotation.requestedAt) })}
          </time>{' '}
          · {quotation.currency}
        </>
      }
      leadClassName="console-muted cq-head-meta"
      actions={
        <div className="console-actions">
          {allowed.has('cancel') && (
            <button type="button" className="console-button console-button--danger" onClick={() => setCancelling(true)}>
              {t('cancel.button')}
            </button>
          )}
        </div>
      }
    >
      {quotation.acceptedVersion !== null && (
        <div className="console-callout cq-callout--accepted" role="status">
          {t('detail.accepted', { version: quotation.acceptedVersion })}
          {quotation.order && (
            <>
              {' '}
              <Link to={`/admin/orders/${quotation.order.id}`}>
                {t('detail.orderedAs', { number: quotation.order.number })}
              </Link>
            </>
          )}
        </div>
      )}

      {allowed.has('offer') &&
        (editing ? (
          <OfferEditor
            key={quotation.offers.length}
            quotation={quotation}
            onSend={(body) =>
              handleChange(
                { kind: 'offer', body },
                t('editor.sent', { version: nextVersion, email: quotation.email }),
                () => setEditing(false),
              )
            }
          />
        ) : (
          <section className="console-card cq-revise" aria-labelledby="cq-revise">
            <h2 id="cq-revise" className="visually-hidden">
              {t('editor.title', { version: nextVersion })}
            </h2>
            <p className="console-muted">{t('editor.waiting')}</p>
            <button type="button" className="console-button" onClick={() => setEditing(true)}>
              {t('editor.revise', { version: nextVersion })}
            </button>
          </section>
        ))}
      <div className="console-detail">
        <div className="console-detail__main">
          <RequestedCard quotation={quotation} />
          <OffersCard quotation={quotation} />
          <ThreadCard
            quotation={quotation}
            onSend={(body, onDone) => handleChange({ kind: 'message', body }, t('thread.sent'), onDone)}
          />
        </div>
        <div className="console-detail__side">
          {quotation.requestDetails && <RequestDetailsCard details={quotation.requestDetails} />}
          <RequesterCard quotation={quotation} />
          <PreviousCard quotation={quotation} />
          <HistoryCard
            namespace="console-quotations"
            events={quotation.history}
            target={{ type: 'quotation', id: quotation.id }}
          />
        </div>
      </div>

      {cancelling && (
        <CancelDialog
          onClose={() => setCancelling(false)}
          onSubmit={(reason) =>
            handleChange({ kind: 'cancel', reason }, t('cancel.done', { number: quotation.number }), () =>
              setCancelling(false),
            )
          }
        />
      )}
    </ConsoleMain>
  );
}

function RequestedCard({ quotation }: { quotation: ConsoleQuotationDetail }) {
  const { t } = useTranslation('console-quotations');
  const format = useQuotationFormat();
  return (
    <section className="console-card console-card--flush" aria-labelledby="cq-requested">
      <h2 id="cq-requested" className="console-card-title">
        {t('lines.title')}{' '}
        <span className="console-muted">
          {t('editor.totals', { sku: quotation.requested.sku, units: quotation.requested.units })}
        </span>
      </h2>
      {quotation.contact?.message && (
        <blockquote className="cq-request-message">
          <p className="console-sub">{t('lines.visitorMessage')}</p>
          <p>{quotation.contact.message}</p>
        </blockquote>
      )}
      <div className="console-table-wrap">
        <table className="console-table console-table--cards cq-lines">
          <TableHead
            columns={[
              { label: t('lines.product') },
              ...['lines.packs', 'lines.requestPrice', 'lines.todayPrice', 'lines.subtotal'].map((key) => ({
                label: t(key),
                className: 'console-num',
              })),
            ]}
          />
          <tbody>
            {quotation.lines.map((line) => (
              <tr key={line.productId}>
                <Cell label={t('lines.product')}>
                  <LineProduct
                    line={line}
                    name={
                      <a href={`/product/${line.productId}`} target="_blank" rel="noreferrer" className="cq-product">
                        {line.name}
                      </a>
                    }
                  />
                </Cell>
                <Cell className="console-num" label={t('lines.packs')}>
                  {line.quantity}
                  <span className="console-sub">{t('lines.units', { count: line.quantity * line.moq })}</span>
                </Cell>
                <Cell className="console-num" label={t('lines.requestPrice')}>
                  {line.unitPrice === null ? '—' : format.money(line.unitPrice, quotation.currency)}
                </Cell>
                <Cell className="console-num" label={t('lines.todayPrice')}>
                  {format.money(line.currentPrice, quotation.currency)}
                </Cell>
                <Cell className="console-num console-strong" label={t('lines.subtotal')}>
                  {line.subtotal === null ? '—' : format.money(line.subtotal, quotation.currency)}
                </Cell>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {quotation.requested.amount !== null && (
        <p className="console-card-foot">
          {t('lines.requestTotal')} <strong>{format.money(quotation.requested.amount, quotation.currency)}</strong>
        </p>
      )}
    </section>
  );
}

function OffersCard({ quotation }: { quotation: ConsoleQuotationDetail }) {
  const { t } = useTranslation('console-quotations');
  return (
    <section className="console-card" aria-labelledby="cq-offers">
      <h2 id="cq-offers">
        {t('offers.title')} <span className="console-muted">({quotation.offers.length})</span>
      </h2>
      {quotation.offers.length === 0 ? (
        <p className="console-muted">{t('offers.none')}</p>
      ) : (
        <div className="cq-offers">
          {quotation.offers.map((offer) => (
            <OfferVersion
              key={offer.version}
              offer={offer}
              number={quotation.number}
              accepted={quotation.acceptedVersion === offer.version}
            />
          ))}
        </div>
      )}
    </section>
  );
}

function OfferVersion({ offer, number, accepted }: { offer: Offer; number: string; accepted: boolean }) {
  const { t } = useTranslation('console-quotations');
  const format = useQuotationFormat();
  const dates = useConsoleFormat();
  return (
    <details className="cq-offer" open={offer.current}>
      <summary>
        <span className="cq-offer__title">
          {t('offers.version', { version: offer.version })}
          {accepted && <span className="console-badge cq-state--accepted">{t('offers.accepted')}</span>}
          {!accepted && offer.current && (
            <span className="console-badge console-badge--neutral">{t('offers.current')}</span>
          )}
          {offer.expired && <span className="console-badge cq-state--expired">{t('offers.expired')}</span>}
        </span>
        <span className="cq-offer__total">{format.money(offer.totals.total, offer.currency)}</span>
      </summary>
      <div className="cq-offer__body">
        <p className="console-muted cq-offer__meta">
          {t('offers.meta', {
            who: offer.operatorName ?? t('offers.someone'),
            when: dates.dateTime(offer.createdAt),
            until: format.validUntil(offer.validUntil),
            incoterm: offer.namedPlace ? `${offer.incoterm} ${offer.namedPlace}` : offer.incoterm,
            days: offer.leadTimeDays,
          })}
        </p>
        {offer.note && <p className="cq-offer__note">{offer.note}</p>}
        <ul className="cq-offer__lines">
          {offer.lines.map((line) => (
            <li key={line.productId} className={line.available ? undefined : 'cq-row--off'}>
              <span>
                <span className="console-mono">{line.sku}</span> {line.name}
                {!line.available && <span className="cq-warn"> · {t('offers.notAvailable')}</span>}
              </span>
              <span className="console-num">
                {line.quantity} × {line.moq} × {format.money(line.unitPrice, offer.currency)}
                {line.available && (
                  <>
                    {' '}
                    = <strong>{format.money(line.subtotal, offer.currency)}</strong>
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
        <OfferCosts offer={offer} />
        {offer.pdfUrl && (
          <DownloadButton
            url={offer.pdfUrl}
            filename={`${number}-v${offer.version}.pdf`}
            label={t('offers.downloadLabel', { version: offer.version })}
            failed={t('offers.downloadFailed')}
          >
            {t('offers.download')}
          </DownloadButton>
        )}
      </div>
    </details>
  );
}

/** What the offer's incoterm puts on the seller, priced in: the goods, each cost stated, the total. */
function OfferCosts({ offer }: { offer: Offer }) {
  const { t } = useTranslation('console-quotations');
  const format = useQuotationFormat();
  const costs = (['freight', 'insurance', 'duties'] as const).filter((field) => offer[field] !== null);
  if (costs.length === 0) return null;
  return (
    <dl className="cq-offer__costs">
      <div>
        <dt>{t('offers.goods')}</dt>
        <dd className="console-num">{format.money(offer.totals.amount, offer.currency)}</dd>
      </div>
      {costs.map((field) => (
        <div key={field}>
          <dt>{t(`offers.${field}`)}</dt>
          <dd className="console-num">{format.money(offer[field] ?? 0, offer.currency)}</dd>
        </div>
      ))}
      <div className="cq-offer__costs-total">
        <dt>{t('offers.total')}</dt>
        <dd className="console-num">{format.money(offer.totals.total, offer.currency)}</dd>
      </div>
    </dl>
  );
}

function ThreadCard({
  quotation,
  onSend,
}: {
  quotation: ConsoleQuotationDetail;
  /** Posts the message; the box empties once it is posted. */
  onSend: (body: string, onDone: () => void) => Promise<unknown>;
}) {
  const { t } = useTranslation('console-quotations');
  // The contract's own findings are worded in the console's namespace.
  const { t: consoleT } = useTranslation('console');
  const format = useConsoleFormat();
  const form = useForm({
    t: consoleT,
    initial: { body: '' },
    schema: (s) => s.quotationMessageBody,
    refine: ({ body }, found) => (body.trim() ? found : { body: t('thread.required') }),
    submit: ({ body }) => onSend(body, () => form.setValues({ body: '' })),
  });
  const fieldId = useId();
  return (
    <section className="console-card" aria-labelledby="cq-thread">
      <h2 id="cq-thread">{t('thread.title')}</h2>
      {quotation.messages.length === 0 ? (
        <p className="console-muted">{t('thread.empty')}</p>
      ) : (
        <ol className="cq-thread">
          {quotation.messages.map((message) => (
            <li key={message.id} className={`cq-message cq-message--${message.author}`}>
              <p className="cq-message__who">
                <strong>
                  {message.author === 'operator'
                    ? (message.operatorName ?? t('thread.operator'))
                    : t(`thread.author.${message.author}`, { company: quotation.company })}
                </strong>{' '}
                <time dateTime={message.createdAt}>{format.dateTime(message.createdAt)}</time>
              </p>
              <p className="cq-message__body">{message.body}</p>
            </li>
          ))}
        </ol>
      )}
      {quotation.canPostMessage ? (
        <form ref={form.formRef} className="console-form" onSubmit={form.handleSubmit} noValidate>
          <div className="console-field">
            <label htmlFor={fieldId}>
              {quotation.kind === 'visitor' ? t('thread.labelVisitor') : t('thread.label')}
            </label>
            <textarea id={fieldId} rows={3} maxLength={4000} {...form.bind('body')} />
          </div>
          <FormAlert className="console-alert" message={formProblem(form)} />
          <div>
            <button type="submit" className="console-button" disabled={form.busy}>
              {form.busy ? t('editor.sending') : t('thread.send')}
            </button>
          </div>
        </form>
      ) : (
        <p className="console-muted">{t('thread.closed')}</p>
      )}
    </section>
  );
}

function RequesterCard({ quotation }: { quotation: ConsoleQuotationDetail }) {
  const { t } = useTranslation('console-quotations');
  const { buyer, contact } = quotation;
  return (
    <section className="console-card" aria-labelledby="cq-requester">
      <h2 id="cq-requester">{buyer ? t('requester.buyer') : t('requester.visitor')}</h2>
      {buyer && (
        <BuyerFacts buyer={buyer} label={(fact) => t(`requester.${fact}`)}>
          <Fact label={t('requester.terms')}>
            {buyer.grade ? `${buyer.grade.name} (${buyer.grade.id})` : '—'} · {buyer.currency ?? '—'}
          </Fact>
          <Fact label={t('requester.language')}>{buyer.language}</Fact>
        </BuyerFacts>
      )}
      {contact && (
        <dl className="console-facts">
          <Fact label={t('requester.company')}>{contact.company}</Fact>
          <Fact label={t('requester.country')}>
            {contact.country ? (
              <>
                <span aria-hidden="true">{contact.country.emoji}</span> {contact.country.name}
              </>
            ) : (
              '—'
            )}
          </Fact>
          <Fact label={t('requester.contact')}>
            {contact.name}
            <span className="console-sub">
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </span>
            <span className="console-sub">{contact.phone}</span>
          </Fact>
          <Fact label={t('requester.language')}>{contact.language}</Fact>
        </dl>
      )}
      {contact && <p className="console-note">{t('requester.visitorNote')}</p>}
    </section>
  );
}

function PreviousCard({ quotation }: { quotation: ConsoleQuotationDetail }) {
  const { t } = useTranslation('console-quotations');
  const format = useConsoleFormat();
  const money = useQuotationFormat();
  return (
    <section className="console-card" aria-labelledby="cq-previous">
      <h2 id="cq-previous">{t('previous.title')}</h2>
      {quotation.previous.length === 0 ? (
        <p className="console-muted">{t('previous.none')}</p>
      ) : (
        <ul className="cq-previous">
          {quotation.previous.map((other) => {
            const amount = other.offer?.totals.amount ?? other.requested.amount;
            return (
              <li key={other.id}>
                <Link to={`/admin/quotations/${other.id}`} className="console-mono">
                  {other.number}
                </Link>{' '}
                <QuotationStateBadge state={other.state} />
                <span className="console-sub">
                  {format.date(other.requestedAt)}
                  {amount !== null && ` · ${money.money(amount, other.currency)}`}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function CancelDialog({
  onClose,
  onSubmit,
}: {
  onClose: () => void;
  /** Cancels the quotation; the page closes the dialog once it is cancelled. */
  onSubmit: (reason: string | undefined) => Promise<unknown>;
}) {
  const { t } = useTranslation('console-quotations');
  // The contract's own findings are worded in the console's namespace.
  const { t: consoleT } = useTranslation('console');
  const form = useForm({
    t: consoleT,
    initial: { reason: '' },
    schema: (s) => s.cancelQuotationBody,
    // No reason is no reason, not an empty one.
    body: ({ reason }) => ({ reason: reason.trim() || undefined }),
    submit: ({ reason }) => onSubmit(reason),
  });
  const fieldId = useId();
  return (
    <ConsoleDialog title={t('cancel.title')} description={t('cancel.description')} onClose={onClose}>
      <form ref={form.formRef} className="console-form" onSubmit={form.handleSubmit}>
        <div className="console-field">
          <label htmlFor={fieldId}>{t('cancel.reason')}</label>
          <textarea id={fieldId} rows={3} maxLength={1000} {...form.bind('reason')} />
        </div>
        <FormAlert className="console-alert" message={formProblem(form)} />
        <DialogActions
          busy={form.busy}
          submit={t('cancel.submit')}
          working={t('editor.sending')}
          cancel={t('cancel.keep')}
          danger
          onClose={onClose}
        />
      </form>
    </ConsoleDialog>
  );
}
