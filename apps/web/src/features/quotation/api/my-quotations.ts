import type { Locale } from '@hive/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import type { Schemas } from '../../../lib/schemas';
import { useSession } from '../../../lib/session-store';
import { type MyQuotationsFilter, myQuotationKeys } from './quotation-keys';

export const MY_QUOTATIONS_PAGE_SIZE = 10;
const base = '/client/api/v1/quotations';

/** Every key of the buyer's quotations starts with 'my-quotations' (the draft basket keeps its own). */
export const myQuotationsQuery = (filter: MyQuotationsFilter, locale: Locale) =>
  queryOptions({
    queryKey: myQuotationKeys.list(filter, locale),
    queryFn: () =>
      api(base, (s) => s.pageOf(s.buyerQuotationRow), {
        query: { state: filter.state, page: filter.page, size: MY_QUOTATIONS_PAGE_SIZE, locale },
      }),
    placeholderData: keepPreviousData,
    // Operators answer while the buyer looks: a list shown again is read again.
    staleTime: 0,
  });

export const myQuotationQuery = (id: number, locale: Locale) =>
  queryOptions({
    queryKey: myQuotationKeys.detail(id, locale),
    queryFn: () => api(`${base}/${id}`, (s) => s.buyerQuotationDetail, { query: { locale } }),
    staleTime: 0,
  });

export type QuotationAnswer =
  | { kind: 'accept'; version: number }
  | { kind: 'decline'; reason?: string }
  | { kind: 'negotiate'; message: string }
  | { kind: 'cancel'; reason?: string }
  | { kind: 'message'; body: string };

/** The answer a dialog's text makes: an acceptance names the version, a negotiation's message is the text, a reason is optional. */
export function answerOf(
  kind: Exclude<QuotationAnswer['kind'], 'message'>,
  text: string,
  version = 0,
): QuotationAnswer {
  if (kind === 'accept') return { kind, version };
  if (kind === 'negotiate') return { kind, message: text };
  return { kind, reason: text || undefined };
}

/** What an answer posts: its fields without its kind, which names the address. */
export const answerBody = ({ kind: _kind, ...body }: QuotationAnswer) => body;

/** The contract's schema for a dialog answer's body: the dialog checks what the API will. */
export const answerSchema = (kind: Exclude<QuotationAnswer['kind'], 'message'>) => (s: Schemas) =>
  ({
    accept: s.acceptQuotationBody,
    decline: s.declineQuotationBody,
    negotiate: s.negotiateQuotationBody,
    cancel: s.cancelQuotationBody,
  })[kind];

function send(id: number, answer: QuotationAnswer, locale: Locale) {
  const path = answer.kind === 'message' ? 'messages' : answer.kind;
  return api(`${base}/${id}/${path}`, (s) => s.buyerQuotationDetail, {
    method: 'POST',
    body: answerBody(answer),
    query: { locale },
  });
}

/**
 * Every answer to a quotation: each returns the fresh detail, which replaces the cached one. Failures are shown
 * beside the form that sent them, not as toasts.
 */
export function useQuotationAnswer(id: number) {
  const queryClient = useQueryClient();
  const locale = useSession((s) => s.language);
  return useMutation({
    mutationFn: (answer: QuotationAnswer) => send(id, answer, locale),
    meta: { silent: true },
    onSuccess: (detail) => {
      queryClient.setQueryData(myQuotationKeys.detail(id, locale), detail);
      void queryClient.invalidateQueries({ queryKey: [...myQuotationKeys.all, 'list'] });
    },
  });
}

/** Downloads a PDF that needs the session header (`X-Auth-Token`): see `downloadFile`. */
export const downloadPdf = (url: string, filename: string, token: string): Promise<void> =>
  downloadFile(url, filename, token ? { 'x-auth-token': token } : {});
