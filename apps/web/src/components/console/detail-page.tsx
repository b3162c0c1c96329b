import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { TFunction } from '../../i18n/i18n';
import { isNotFound } from '../../lib/console-client';
import { errorMessage } from '../../lib/query-client';
import { FormAlert } from '../form/form-alert';
import { ConsoleTitle } from './console-title';

/** Back to the list a detail page was opened from. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="console-back">
      <span aria-hidden="true">←</span> {children}
    </Link>
  );
}

/** The object a detail page's address names (`/admin/orders/:id`), and whether it names one at all. */
export function useRouteId() {
  const id = Number(useParams().id);
  return { id, valid: Number.isInteger(id) && id > 0 };
}

type Texts = {
  /** The title and lead of a page whose object does not exist (or whose address names none). */
  notFound: string;
  notFoundLead: string;
  /** The tab title while the object cannot be read. */
  failedTitle: string;
  retry: string;
  loading: string;
};

/**
 * The texts of a namespace that words its detail page's states the same way: `<section>.notFound`,
 * `<section>.notFoundLead`, `retry`, `loading`, and its list's title (`listTitle`) while the object cannot be read.
 */
export const detailTexts = (t: TFunction, section = 'detail', listTitle = 'inbox.title'): Texts => ({
  notFound: t(`${section}.notFound`),
  notFoundLead: t(`${section}.notFoundLead`),
  failedTitle: t(listTitle),
  retry: t('retry'),
  loading: t('loading'),
});

/**
 * The states of a console detail page before its object is there: not found, failed (with a retry) and loading, each
 * under the link back to its list. `children` draws the object.
 */
export function DetailPage<T>({
  detail,
  valid,
  back,
  texts,
  children,
}: {
  detail: UseQueryResult<T>;
  /** Whether the address names an object at all. */
  valid: boolean;
  back: ReactNode;
  texts: Texts;
  children: (data: T) => ReactNode;
}) {
  if (!valid || (detail.isError && isNotFound(detail.error))) {
    return (
      <main id="main" className="console-main">
        <ConsoleTitle title={texts.notFound} />
        {back}
        <h1>{texts.notFound}</h1>
        <p className="console-muted">{texts.notFoundLead}</p>
      </main>
    );
  }
  if (detail.isError) {
    return (
      <main id="main" className="console-main">
        <ConsoleTitle title={texts.failedTitle} />
        {back}
        <FormAlert className="console-alert" message={errorMessage(detail.error)} />
        <button type="button" className="console-button" onClick={() => void detail.refetch()}>
          {texts.retry}
        </button>
      </main>
    );
  }
  if (detail.isPending) {
    return (
      <main id="main" className="console-main" aria-busy="true">
        {back}
        <p className="console-muted">{texts.loading}</p>
      </main>
    );
  }
  return children(detail.data);
}

/** One line of a detail card's facts (`<dl className="console-facts">`). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="console-facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
