import type { ConsoleClaimView } from '@hive/domain';
import { formatMoney, minor } from '@hive/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ConsoleMain } from '../../../../components/console/console-main';
import { BackLink, DetailPage, detailTexts, Fact, useRouteId } from '../../../../components/console/detail-page';
import { DownloadButton } from '../../../../components/console/download-button';
import { useConsoleFormat } from '../../../../hooks/use-console-format';
import { useTranslation } from '../../../../i18n/react';
import { claimQuery } from '../api/claim-console-queries';
import { ClaimPhoto } from '../components/claim-photo';
import { ClaimStateBadge } from '../components/claim-state-badge';
import { RefundForm } from '../components/refund-form';
import { ResolveClaimForm } from '../components/resolve-claim-form';
import '../../claim.css';
import '../claim-console.css';

export function ClaimDetailPage() {
  const { t } = useTranslation('console-claims');
  const { id, valid } = useRouteId();
  const claim = useQuery({ ...claimQuery(id), enabled: valid });
  return (
    <DetailPage detail={claim} valid={valid} back={<ClaimsLink />} texts={detailTexts(t)}>
      {(data) => <ClaimDetail claim={data} />}
    </DetailPage>
  );
}

function ClaimsLink() {
  const { t } = useTranslation('console-claims');
  return <BackLink to="/admin/claims">{t('detail.back')}</BackLink>;
}

function ClaimDetail({ claim }: { claim: ConsoleClaimView }) {
  const { t } = useTranslation('console-claims');
  const format = useConsoleFormat();
  const money = (amount: number) => formatMoney(minor(amount), claim.currency);
  const note = claim.creditNote;
  const title = t('detail.title', { id: claim.id });
  return (
    <ConsoleMain
      title={title}
      back={<ClaimsLink />}
      lead={
        <>
          <ClaimStateBadge state={claim.state} outcome={claim.outcome} /> {t(`kinds.${claim.kind}`)} ·{' '}
          <Link to={`/admin/orders/${claim.order.id}`} className="console-mono">
            {claim.order.number}
          </Link>{' '}
          · {claim.buyer.company} · <time dateTime={claim.createdAt}>{format.dateTime(claim.createdAt)}</time>
        </>
      }
    >
      <div className="console-detail">
        <div className="console-detail__main">
          <section className="console-card" aria-labelledby="claim-lines">
            <h2 id="claim-lines">{t('detail.lines')}</h2>
            <table className="console-table">
              <thead>
                <tr>
                  <th scope="col">{t('detail.product')}</th>
                  <th scope="col">{t('detail.claimed')}</th>
                  <th scope="col">{t('detail.unitPrice')}</th>
                  <th scope="col">{t('detail.value')}</th>
                </tr>
              </thead>
              <tbody>
                {claim.lines.map((line) => (
                  <tr key={line.productId}>
                    <td>
                      {line.name}
                      <span className="console-sub console-mono">{line.sku}</span>
                    </td>
                    <td>{t('detail.units', { quantity: line.quantity, delivered: line.delivered })}</td>
                    <td>{money(line.unitPrice)}</td>
                    <td>{money(line.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p>
              <strong>{t('detail.claimedValue', { value: money(claim.claimedValue) })}</strong>
            </p>
            {claim.note ? (
              <p className="claim-card__note">{claim.note}</p>
            ) : (
              <p className="console-muted">{t('detail.noNote')}</p>
            )}
          </section>
          <section className="console-card" aria-labelledby="claim-photos">
            <h2 id="claim-photos">{t('detail.photos', { count: claim.photos.length })}</h2>
            {claim.photos.length === 0 ? (
              <p className="console-muted">{t('detail.noPhotos')}</p>
            ) : (
              <ul className="claim-photos claim-console__photos">
                {claim.photos.map((photo, index) => (
                  <li key={photo.id}>
                    <ClaimPhoto url={photo.url} alt={t('detail.photoAlt', { number: index + 1, name: photo.name })} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <div className="console-detail__side">
          {claim.state === 'OPEN' ? (
            <ResolveClaimForm claim={claim} />
          ) : (
            <section className="console-card" aria-labelledby="claim-outcome">
              <h2 id="claim-outcome">{t('detail.outcome')}</h2>
              <dl className="console-facts">
                <Fact label={t('resolve.outcome')}>{claim.outcome ? t(`outcomes.${claim.outcome}`) : '—'}</Fact>
                {claim.amount !== null && <Fact label={t('detail.amount')}>{money(claim.amount)}</Fact>}
                <Fact label={t('resolve.reason')}>{claim.reason}</Fact>
                <Fact label={t('detail.resolvedBy')}>
                  {claim.resolvedBy ?? '—'}
                  {claim.resolvedAt && <span className="console-sub">{format.dateTime(claim.resolvedAt)}</span>}
                </Fact>
              </dl>
              {note && (
                <>
                  <dl className="console-facts">
                    <Fact label={t('detail.creditNote')}>
                      <span className="console-mono">{note.number}</span>
                    </Fact>
                    <Fact label={t('detail.creditStatus')}>
                      {t(`credit.${note.status}`, {
                        order: note.appliedOrder?.number ?? '',
                        reference: note.refund?.reference ?? '',
                        date: note.refund?.paidOn ?? '',
                      })}
                    </Fact>
                  </dl>
                  <p>
                    <DownloadButton
                      url={note.url}
                      filename={`${note.number}.pdf`}
                      label={t('detail.downloadLabel', { number: note.number })}
                      failed={t('detail.downloadFailed')}
                    >
                      {t('detail.download')}
                    </DownloadButton>
                  </p>
                  {note.status === 'OPEN' && <RefundForm claim={claim} />}
                </>
              )}
            </section>
          )}
        </div>
      </div>
    </ConsoleMain>
  );
}
