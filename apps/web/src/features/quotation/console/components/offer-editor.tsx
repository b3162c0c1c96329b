import type { ConsoleQuotationDetail, Currency, Incoterm, OfferBody } from '@hive/domain';
import {
  COST_FIELDS,
  type CostField,
  DEFAULT_INCOTERM,
  INCOTERM_RULES,
  INCOTERMS,
  marketplaceDate,
  minor,
  OFFER_MAX_VALID_DAYS,
  offerLineSubtotal,
  offerTotals,
  parseMoneyInput,
  toDecimalString,
} from '@hive/domain/rules';
import { useId } from 'react';
import { Cell, TableHead } from '../../../../components/console/cell';
import { FormAlert } from '../../../../components/form/form-alert';
import type { FieldErrors } from '../../../../components/form/form-errors';
import { useForm } from '../../../../hooks/use-form';
import { useQuotationFormat } from '../../../../hooks/use-quotation-format';
import { useTranslation } from '../../../../i18n/react';
import { LineProduct } from './line-product';

type Draft = { productId: number; price: string; quantity: string; available: boolean };
type Props = {
  quotation: ConsoleQuotationDetail;
  /** Sends the offer; a refusal is shown in the editor, which stays as it was. */
  onSend: (body: OfferBody) => Promise<unknown>;
};

const DAY_MS = 86_400_000;

/**
 * Where an offer starts: each line at the latest offer's price, quantity and availability when there is one; else
 * the price the buyer saw at the request, else today's price for this requester; the requested quantity.
 */
function startingLines(quotation: ConsoleQuotationDetail): Draft[] {
  const latest = quotation.offers.find((offer) => offer.current);
  return quotation.lines.map((line) => {
    const offered = latest?.lines.find((item) => item.productId === line.productId);
    const price = offered?.unitPrice ?? line.unitPrice ?? line.currentPrice;
    return {
      productId: line.productId,
      price: toDecimalString(minor(price), quotation.currency),
      quantity: String(offered?.quantity ?? line.quantity),
      available: offered?.available ?? line.exist,
    };
  });
}

const quantityOf = (text: string) => (/^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : null);
const leadTimeOf = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text) : Number.NaN);

type Values = {
  lines: Draft[];
  validUntil: string;
  incoterm: string;
  namedPlace: string;
  /** Each cost as typed, in the quotation's currency; sent only when the incoterm puts it on the seller. */
  costs: Record<CostField, string>;
  leadTime: string;
  note: string;
};

/** The chosen incoterm as one of Incoterms 2020 (an older offer may name another: the default's rule then). */
const incotermOf = (text: string): Incoterm => INCOTERMS.find((term) => term === text) ?? DEFAULT_INCOTERM;

/**
 * The costs a new offer starts from, as the server proposes them (the current offer's, else estimated from the
 * operators' rates for the request's destination), empty where there is none.
 */
function startingCosts(quotation: ConsoleQuotationDetail): Record<CostField, string> {
  const text = (amount: number | null) => (amount === null ? '' : toDecimalString(minor(amount), quotation.currency));
  const { freight, insurance, duties } = quotation.defaults;
  return { freight: text(freight), insurance: text(insurance), duties: text(duties) };
}

/** Each cost the incoterm puts on the seller as minor units (null when it is not an amount), the others null. */
function costsOf(values: Values, currency: Currency): Record<CostField, number | null> {
  const rule = INCOTERM_RULES[incotermOf(values.incoterm)];
  const costs = { freight: null, insurance: null, duties: null } as Record<CostField, number | null>;
  for (const field of COST_FIELDS) if (rule[field]) costs[field] = parseMoneyInput(values.costs[field], currency);
  return costs;
}

/** Each requested line with what the operator typed for it, read as money and packs, and its subtotal. */
function priceLines(quotation: ConsoleQuotationDetail, lines: Draft[]) {
  return quotation.lines.map((requested, index) => {
    const draft = lines[index]!;
    const unitPrice = parseMoneyInput(draft.price, quotation.currency);
    const quantity = quantityOf(draft.quantity);
    const subtotal =
      unitPrice === null || quantity === null
        ? null
        : offerLineSubtotal({ unitPrice, moq: requested.moq, quantity, available: draft.available });
    return { requested, draft, unitPrice, quantity, subtotal };
  });
}
type PricedLine = ReturnType<typeof priceLines>[number];

const totalsOf = (priced: PricedLine[]) =>
  offerTotals(
    priced
      .filter((line) => line.unitPrice !== null && line.quantity !== null)
      .map((line) => ({
        unitPrice: line.unitPrice!,
        moq: line.requested.moq,
        quantity: line.quantity!,
        available: line.draft.available,
      })),
  );

/** The request the values make; a line or a term that cannot be read is left for the editor's own rules to name. */
const offerOf = (priced: PricedLine[], values: Values, currency: Currency) => ({
  lines: priced.map((line) => ({
    productId: line.requested.productId,
    unitPrice: line.unitPrice,
    quantity: line.quantity,
    available: line.draft.available,
  })),
  validUntil: values.validUntil,
  incoterm: values.incoterm,
  namedPlace: values.namedPlace.trim(),
  ...costsOf(values, currency),
  leadTimeDays: leadTimeOf(values.leadTime),
  note: values.note.trim(),
});

/**
 * The offer editor: per line the unit price (in the quotation's currency), the quantity in MOQ packs and whether it
 * can be supplied; the valid-until date, incoterm, lead time and a note. Totals follow every keystroke, computed with
 * the same domain functions as the server and the PDF. Sending makes a new, unchangeable version.
 */
export function OfferEditor({ quotation, onSend }: Props) {
  const { t } = useTranslation('console-quotations');
  // The contract's own findings are worded in the console's namespace.
  const { t: consoleT } = useTranslation('console');
  const format = useQuotationFormat();
  const currency: Currency = quotation.currency;
  const ids = {
    valid: useId(),
    incoterm: useId(),
    place: useId(),
    lead: useId(),
    note: useId(),
    alert: useId(),
    freight: useId(),
    insurance: useId(),
    duties: useId(),
  };
  const today = marketplaceDate(new Date());
  const lastDay = marketplaceDate(new Date(Date.now() + OFFER_MAX_VALID_DAYS * DAY_MS));

  /** The editor's own rules, each said beside its field; only when they all hold does the contract's check count. */
  const problemsOf = (values: Values, found: FieldErrors): FieldErrors => {
    const priced = priceLines(quotation, values.lines);
    const problems: FieldErrors = {};
    for (const line of priced) {
      if (line.unitPrice === null) problems[`price-${line.requested.productId}`] = t(`editor.badPrice.${currency}`);
      if (line.quantity === null) problems[`quantity-${line.requested.productId}`] = t('editor.badQuantity');
    }
    if (!(values.validUntil >= today && values.validUntil <= lastDay)) problems.validUntil = t('editor.badDate');
    const costs = costsOf(values, currency);
    for (const field of COST_FIELDS)
      if (INCOTERM_RULES[incotermOf(values.incoterm)][field] && costs[field] === null)
        problems[field] =
          values.costs[field].trim() === ''
            ? t('editor.costRequired', { incoterm: values.incoterm, cost: t(`editor.${field}`, { currency }) })
            : t(`editor.badPrice.${currency}`);
    const lead = leadTimeOf(values.leadTime);
    if (!(lead >= 0 && lead <= 365)) problems.leadTime = t('editor.badLeadTime');
    if (Object.keys(problems).length > 0) return problems;
    if (totalsOf(priced).sku === 0) return { form: t('editor.nothingOffered') };
    const first = Object.values(found).find(Boolean);
    return first ? { form: first } : {};
  };

  const form = useForm({
    t: consoleT,
    initial: (): Values => ({
      lines: startingLines(quotation),
      validUntil: quotation.defaults.validUntil,
      incoterm: quotation.defaults.incoterm,
      namedPlace: quotation.defaults.namedPlace,
      costs: startingCosts(quotation),
      leadTime: '14',
      note: '',
    }),
    schema: (s) => s.offerBody,
    body: (values) => offerOf(priceLines(quotation, values.lines), values, currency),
    refine: problemsOf,
    submit: (body) => onSend(body),
  });
  const { values, bind, errors: problems, busy: pending } = form;

  const change = (productId: number, patch: Partial<Draft>) =>
    form.setValues((current) => ({
      ...current,
      lines: current.lines.map((line) => (line.productId === productId ? { ...line, ...patch } : line)),
    }));

  const priced = priceLines(quotation, values.lines);
  const totals = totalsOf(priced);
  const rule = INCOTERM_RULES[incotermOf(values.incoterm)];
  const costs = costsOf(values, currency);
  const total = totals.amount + (costs.freight ?? 0) + (costs.insurance ?? 0) + (costs.duties ?? 0);
  const carried = COST_FIELDS.filter((field) => rule[field]);
  const setCost = (field: CostField, text: string) =>
    form.setValues((current) => ({ ...current, costs: { ...current.costs, [field]: text } }));

  const nextVersion = (quotation.offers[0]?.version ?? 0) + 1;

  return (
    <section className="console-card cq-editor" aria-labelledby="cq-editor-title">
      <h2 id="cq-editor-title">{t('editor.title', { version: nextVersion })}</h2>
      <p className="console-muted cq-editor__lead">{t('editor.lead', { currency })}</p>
      <form
        ref={form.formRef}
        className="console-form"
        onSubmit={form.handleSubmit}
        noValidate
        aria-describedby={ids.alert}
      >
        <div className="console-table-wrap">
          <table className="console-table cq-lines cq-lines--editor">
            <TableHead
              columns={[
                { label: t('lines.product') },
                { label: t('editor.reference'), className: 'console-num' },
                { label: t('editor.unitPrice', { currency }) },
                { label: t('editor.quantity') },
                { label: t('editor.available') },
                { label: t('lines.subtotal'), className: 'console-num' },
              ]}
            />
            <tbody>
              {priced.map(({ requested, draft, subtotal }) => {
                const priceProblem = problems[`price-${requested.productId}`];
                const quantityProblem = problems[`quantity-${requested.productId}`];
                const name = `${requested.sku} ${requested.name}`;
                return (
                  <tr key={requested.productId} className={draft.available ? undefined : 'cq-row--off'}>
                    <Cell label={t('lines.product')}>
                      <LineProduct line={requested} name={<span className="cq-product">{requested.name}</span>} />
                    </Cell>
                    <Cell className="console-num" label={t('editor.reference')}>
                      <span className="cq-ref">
                        <span className="console-muted">{t('editor.atRequest')}</span>{' '}
                        {requested.unitPrice === null ? '—' : format.money(requested.unitPrice, currency)}
                      </span>
                      <span className="cq-ref">
                        <span className="console-muted">{t('editor.today')}</span>{' '}
                        {format.money(requested.currentPrice, currency)}
                      </span>
                    </Cell>
                    <Cell label={t('editor.unitPrice', { currency })}>
                      <input
                        className="cq-input cq-input--price"
                        inputMode={currency === 'USD' ? 'decimal' : 'numeric'}
                        value={draft.price}
                        aria-label={t('editor.priceOf', { product: name })}
                        aria-invalid={priceProblem ? true : undefined}
                        onChange={(event) => change(requested.productId, { price: event.target.value })}
                      />
                      {priceProblem && <span className="cq-field-error">{priceProblem}</span>}
                    </Cell>
                    <Cell label={t('editor.quantity')}>
                      <input
                        className="cq-input cq-input--quantity"
                        inputMode="numeric"
                        value={draft.quantity}
                        aria-label={t('editor.quantityOf', { product: name })}
                        aria-invalid={quantityProblem ? true : undefined}
                        onChange={(event) => change(requested.productId, { quantity: event.target.value })}
                      />
                      <span className="console-sub">{t('lines.requestedPacks', { count: requested.quantity })}</span>
                      {quantityProblem && <span className="cq-field-error">{quantityProblem}</span>}
                    </Cell>
                    <Cell label={t('editor.available')}>
                      <label className="cq-check">
                        <input
                          type="checkbox"
                          checked={draft.available}
                          onChange={(event) => change(requested.productId, { available: event.target.checked })}
                        />
                        <span>{t('editor.availableOf')}</span>
                        <span className="visually-hidden"> {name}</span>
                      </label>
                    </Cell>
                    <Cell className="console-num console-strong" label={t('lines.subtotal')}>
                      {subtotal === null || !draft.available ? '—' : format.money(subtotal, currency)}
                    </Cell>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>

        <div className="cq-editor__totals" aria-live="polite">
          <span>{t('editor.totals', { sku: totals.sku, units: totals.units })}</span>
          <span>
            {carried.length > 0 ? t('editor.goods') : t('editor.total')}{' '}
            <strong>{format.money(totals.amount, currency)}</strong>
          </span>
          {carried.length > 0 && (
            <span className="cq-editor__total">
              {t('editor.totalWithCosts', { incoterm: values.incoterm })}{' '}
              <strong>{format.money(total, currency)}</strong>
            </span>
          )}
        </div>

        <div className="cq-terms-grid">
          <div className="console-field">
            <label htmlFor={ids.valid}>{t('editor.validUntil')}</label>
            <input id={ids.valid} type="date" min={today} max={lastDay} {...bind('validUntil')} />
            {problems.validUntil ? (
              <span className="cq-field-error">{problems.validUntil}</span>
            ) : (
              <span className="console-field__hint">{t('editor.validUntilHint')}</span>
            )}
          </div>
          <div className="console-field">
            <label htmlFor={ids.incoterm}>{t('editor.incoterm')}</label>
            <select id={ids.incoterm} {...bind('incoterm')}>
              {INCOTERMS.map((term) => (
                <option key={term} value={term}>
                  {term} — {t(`incoterms.${term}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="console-field">
            <label htmlFor={ids.place}>{t('editor.namedPlace')}</label>
            <input id={ids.place} maxLength={100} {...bind('namedPlace')} />
            <span className="console-field__hint">{t(`editor.placeHint.${rule.place}`)}</span>
          </div>
          {carried.map((field) => (
            <div key={field} className="console-field">
              <label htmlFor={ids[field]}>{t(`editor.${field}`, { currency })}</label>
              <input
                id={ids[field]}
                className="cq-input cq-input--price"
                inputMode={currency === 'USD' ? 'decimal' : 'numeric'}
                autoComplete="off"
                value={values.costs[field]}
                aria-invalid={problems[field] ? true : undefined}
                onChange={(event) => setCost(field, event.target.value)}
              />
              {problems[field] && <span className="cq-field-error">{problems[field]}</span>}
            </div>
          ))}
          <div className="console-field">
            <label htmlFor={ids.lead}>{t('editor.leadTime')}</label>
            <input id={ids.lead} inputMode="numeric" {...bind('leadTime')} />
            {problems.leadTime && <span className="cq-field-error">{problems.leadTime}</span>}
          </div>
          <div className="console-field cq-terms-grid__note">
            <label htmlFor={ids.note}>{t('editor.note')}</label>
            <textarea id={ids.note} rows={2} maxLength={2000} {...bind('note')} />
          </div>
        </div>

        <FormAlert className="console-alert" id={ids.alert} message={problems.form || form.failure} />
        <div className="console-actions cq-editor__actions">
          <p className="console-muted">
            {quotation.kind === 'visitor'
              ? t('editor.sendsToVisitor', { email: quotation.email })
              : t('editor.sendsToBuyer', { email: quotation.email })}
          </p>
          <button type="submit" className="console-button console-button--primary" disabled={pending}>
            {pending ? t('editor.sending') : t('editor.send', { version: nextVersion })}
          </button>
        </div>
      </form>
    </section>
  );
}
