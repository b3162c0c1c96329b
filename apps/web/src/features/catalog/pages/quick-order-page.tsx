import type { CartLine, ProductSummary } from '@hive/domain';
import {
  checkQuickOrderLine,
  formatMoney,
  lineSubtotal,
  minor,
  parseQuickOrder,
  QUICK_ORDER_MAX_LINES,
  type QuickOrderParse,
} from '@hive/domain/rules';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert';
import { serverErrorText } from '../../../components/form/form-errors';
import { PageMeta } from '../../../components/page-meta';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../../lib/session-store';
import { productsBySku } from '../api/catalog-queries';
import '../find.css';

type Props = {
  /** The button that puts the checked lines into the cart (composed by the route). */
  addAction?: (lines: CartLine[]) => ReactNode;
};

type Checked = { parse: QuickOrderParse; products: Map<string, ProductSummary> };

/**
 * `/quick-order/`: a buyer who knows the SKUs pastes them with quantities (from a spreadsheet or typed), sees every line
 * resolved — the product, its MOQ, the buyer's price, or why it cannot be ordered — and adds them all at once.
 */
export function QuickOrderPage({ addAction }: Props) {
  const { t } = useTranslation('find');
  const id = useId();
  const locale = useSession((s) => s.language);
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<Checked>();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string>();

  const check = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    const parse = parseQuickOrder(text);
    if (parse.lines.length === 0) {
      setChecked(undefined);
      setProblem(t(parse.unreadable.length ? 'quickOrder.nothingReadable' : 'quickOrder.empty'));
      return;
    }
    setPending(true);
    try {
      const { list } = await productsBySku(
        parse.lines.map((line) => line.sku),
        locale,
      );
      setChecked({ parse, products: new Map(list.map((product) => [product.sku.toLowerCase(), product])) });
    } catch (error) {
      setProblem(serverErrorText(error, t));
    } finally {
      setPending(false);
    }
  };

  const rows = (checked?.parse.lines ?? []).map((line) => {
    const product = checked?.products.get(line.sku.toLowerCase());
    return { line, product, result: checkQuickOrderLine(line, product) };
  });
  const ready: CartLine[] = rows.flatMap(({ product, result }) =>
    product && result.ok ? [{ productId: product.id, quantity: result.packs }] : [],
  );
  const failed = rows.length - ready.length + (checked?.parse.unreadable.length ?? 0);

  return (
    <main id="main" className="container page quick-order">
      <PageMeta title={t('quickOrder.title')} description={t('quickOrder.lead')} />
      <h1>{t('quickOrder.title')}</h1>
      <p className="quick-order__lead">{t('quickOrder.lead')}</p>
      <form className="quick-order__form" onSubmit={check} noValidate>
        <label htmlFor={`${id}-text`}>{t('quickOrder.label')}</label>
        <textarea
          id={`${id}-text`}
          value={text}
          rows={8}
          spellCheck={false}
          autoCapitalize="characters"
          aria-describedby={`${id}-hint`}
          placeholder={'HV-000123 24\nHV-000456, 12\nHV-000789\t48'}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={`${id}-hint`} className="quick-order__hint">
          {t('quickOrder.hint', { max: QUICK_ORDER_MAX_LINES })}
        </p>
        <FormAlert message={problem} />
        <button type="submit" className="button" disabled={pending} aria-busy={pending}>
          {t('quickOrder.check')}
        </button>
      </form>

      {checked && (
        <section className="quick-order__result" aria-labelledby={`${id}-result`}>
          <h2 id={`${id}-result`}>{t('quickOrder.result')}</h2>
          <p aria-live="polite">
            {t('quickOrder.summary', { count: ready.length })}
            {failed > 0 && ` ${t('quickOrder.failedCount', { count: failed })}`}
          </p>
          {checked.parse.truncated && (
            <p className="quick-order__warning">{t('quickOrder.truncated', { max: QUICK_ORDER_MAX_LINES })}</p>
          )}
          <ol className="quick-order__lines">
            {rows.map(({ line, product, result }) => (
              <li key={line.sku} className={`quick-order__line${result.ok ? '' : ' quick-order__line--problem'}`}>
                <span className="quick-order__number">{t('quickOrder.line', { number: line.line })}</span>
                <span className="quick-order__sku">{line.sku}</span>
                <span className="quick-order__product">
                  {product ? (
                    <>
                      <Link to={`/product/${product.id}/`}>{product.name}</Link>
                      <span className="quick-order__brand">{product.brand.name}</span>
                    </>
                  ) : (
                    '—'
                  )}
                </span>
                <span className="quick-order__moq">{product && t('quickOrder.moq', { count: product.moq })}</span>
                <span className="quick-order__status">
                  {result.ok ? (
                    <>
                      {t('quickOrder.packs', { count: result.packs, units: result.units })}
                      {result.rounded && <small>{t('quickOrder.rounded')}</small>}
                      {product?.price && (
                        <strong>
                          {formatMoney(
                            lineSubtotal(minor(product.price.unitPrice), product.moq, result.packs),
                            product.price.currency,
                          )}
                        </strong>
                      )}
                    </>
                  ) : (
                    <span className="quick-order__error">
                      {t(`quickOrder.problems.${result.problem}`, { moq: product?.moq ?? 0 })}
                    </span>
                  )}
                </span>
              </li>
            ))}
            {checked.parse.unreadable.map((line) => (
              <li key={`unreadable-${line.line}`} className="quick-order__line quick-order__line--problem">
                <span className="quick-order__number">{t('quickOrder.line', { number: line.line })}</span>
                <span className="quick-order__sku">{line.text}</span>
                <span className="quick-order__product">—</span>
                <span className="quick-order__moq" />
                <span className="quick-order__status">
                  <span className="quick-order__error">{t('quickOrder.problems.unreadable')}</span>
                </span>
              </li>
            ))}
          </ol>
          <div className="quick-order__actions">{addAction?.(ready)}</div>
        </section>
      )}
    </main>
  );
}
