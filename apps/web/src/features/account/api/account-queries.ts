import type { AccountUpdateBody, AddressBody, Locale } from '@hive/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

/** Every account query key starts with the feature; the account's names (country, brands) follow the language. */
export const accountQuery = (locale: Locale) =>
  queryOptions({
    queryKey: accountKeys.me(locale),
    queryFn: () => api('/client/api/v1/buyer/me', (s) => s.accountView, { query: { locale } }),
  });

export const addressesQuery = () =>
  queryOptions({
    queryKey: accountKeys.addresses(),
    queryFn: () => api('/client/api/v1/buyer/addresses', (s) => s.addressView.array()),
  });

export const updateAccount = (body: AccountUpdateBody, locale: Locale) =>
  api('/client/api/v1/buyer/me', (s) => s.accountView, { method: 'PUT', body, query: { locale } });

export const addAddress = (body: AddressBody) =>
  api('/client/api/v1/buyer/addresses', (s) => s.addressView, { method: 'POST', body });

export const updateAddress = (id: number, body: AddressBody) =>
  api(`/client/api/v1/buyer/addresses/${id}`, (s) => s.addressView, { method: 'PUT', body });

export const deleteAddress = (id: number) =>
  api(`/client/api/v1/buyer/addresses/${id}`, (s) => s.flag, { method: 'DELETE' });

export const setDefaultAddress = (id: number) =>
  api(`/client/api/v1/buyer/addresses/${id}/default`, (s) => s.addressView.array(), { method: 'PUT' });
