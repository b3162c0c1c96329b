import {
  accountUpdateBody,
  accountView,
  addressBody,
  addressView,
  certificationParams,
  certificationSendBody,
  certificationSent,
  certificationStatus,
  certificationVerifyBody,
  changePasswordQuery,
  envelope,
  findIdBody,
  idParams,
  localeQuery,
  passwordUpdateBody,
  signUpBody,
  signUpResult,
  withdrawCheck,
  withdrawConfirmBody,
} from '@hive/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldKey, guard } from '../../plugins/rate-limits.js';
import type { AccountService } from './account.service.js';

const tags = ['accounts'];
const done = envelope(z.boolean());

export const accountRoutes: FastifyPluginAsyncZod<{ account: AccountService }> = async (app, { account }) => {
  // Public forms that send mail or reveal something are limited per address and per e-mail or login id.
  const codeLimit = guard(app, 10, { key: fieldKey('email'), max: 3 });
  const findLimit = guard(app, 10, { key: fieldKey('email'), max: 5 });
  const resetLimit = guard(app, 10, { key: fieldKey('loginId'), max: 3 });
  const verifyLimit = guard(app, 30);
  const signUpLimit = guard(app, 10);

  app.post(
    '/auth/client/certification',
    {
      config: { member: 'self' },
      preHandler: codeLimit,
      schema: {
        tags,
        summary: 'E-mail a six-digit code that verifies an address',
        body: certificationSendBody,
        response: { 200: envelope(certificationSent) },
      },
    },
    async ({ body }) => ({ payload: await account.sendCode(body.email, body.language) }),
  );

  app.post(
    '/auth/client/certification/verify',
    {
      config: { member: 'self' },
      preHandler: verifyLimit,
      schema: {
        tags,
        summary: 'Check an e-mailed code',
        body: certificationVerifyBody,
        response: { 200: envelope(certificationStatus) },
      },
    },
    async ({ body }) => ({ payload: await account.verifyCode(body.id, body.code) }),
  );

  app.get(
    '/auth/client/certification/expire/:id',
    {
      schema: {
        tags,
        summary: 'Whether a code or a reset link can still be used, and for how many seconds',
        params: certificationParams,
        response: { 200: envelope(certificationStatus) },
      },
    },
    async ({ params }) => ({ payload: await account.certificationStatus(params.id) }),
  );

  app.post(
    '/auth/client/sign-up',
    {
      config: { member: 'self' },
      preHandler: signUpLimit,
      schema: { tags, summary: 'Apply for an account', body: signUpBody, response: { 200: envelope(signUpResult) } },
    },
    async ({ body }) => ({ payload: await account.signUp(body) }),
  );

  app.post(
    '/auth/client/findId',
    {
      config: { member: 'self' },
      preHandler: findLimit,
      schema: { tags, summary: 'E-mail the login id of a matching account', body: findIdBody, response: { 200: done } },
    },
    async ({ body }) => {
      await account.findId(body.countryId, body.company, body.email);
      return { payload: true };
    },
  );

  app.get(
    '/auth/client/changePwd',
    {
      preHandler: resetLimit,
      schema: {
        tags,
        summary: 'E-mail a one-time link to choose a new password',
        querystring: changePasswordQuery,
        response: { 200: done },
      },
    },
    async ({ query }) => {
      await account.requestPasswordReset(query.loginId);
      return { payload: true };
    },
  );

  app.put(
    '/auth/client/password/update',
    {
      config: { member: 'self' },
      preHandler: verifyLimit,
      schema: {
        tags,
        summary: 'Set a new password, by the e-mailed link or signed in with the current one',
        body: passwordUpdateBody,
        response: { 200: done },
      },
    },
    async (request) => {
      await account.updatePassword(request.body, request.buyer);
      return { payload: true };
    },
  );

  app.get(
    '/auth/client/withdraw',
    { schema: { tags, summary: 'Whether the account may be closed', response: { 200: envelope(withdrawCheck) } } },
    async (request) => ({ payload: await account.withdrawCheck(request.buyer) }),
  );

  app.delete(
    '/auth/client/withdraw/confirm',
    {
      // The owner closes the company; another member leaves it (the service tells which).
      config: { member: 'self' },
      preHandler: verifyLimit,
      schema: {
        tags,
        summary: "Close the account: the owner closes the company's, another member leaves it",
        body: withdrawConfirmBody,
        response: { 200: done },
      },
    },
    async (request) => {
      await account.withdraw(request.buyer, request.body.password, request.body.reason);
      return { payload: true };
    },
  );

  const buyerTags = ['account settings'];
  app.get(
    '/client/api/v1/buyer/me',
    {
      schema: {
        tags: buyerTags,
        summary: 'The signed-in buyer',
        querystring: localeQuery,
        response: { 200: envelope(accountView) },
      },
    },
    async (request) => ({ payload: await account.account(request.buyer, request.query.locale) }),
  );

  app.put(
    '/client/api/v1/buyer/me',
    {
      config: { member: 'manage' },
      schema: {
        tags: buyerTags,
        summary: 'Change company and contact details, interested brands and language',
        querystring: localeQuery,
        body: accountUpdateBody,
        response: { 200: envelope(accountView) },
      },
    },
    async (request) => ({
      payload: await account.updateAccount(request.buyer, request.body, request.query.locale),
    }),
  );

  app.get(
    '/client/api/v1/buyer/addresses',
    { schema: { tags: buyerTags, summary: 'The address book', response: { 200: envelope(z.array(addressView)) } } },
    async (request) => ({ payload: await account.addresses(request.buyer) }),
  );

  app.post(
    '/client/api/v1/buyer/addresses',
    {
      schema: {
        tags: buyerTags,
        summary: 'Add an address',
        body: addressBody,
        response: { 200: envelope(addressView) },
      },
    },
    async (request) => ({ payload: await account.addAddress(request.buyer, request.body) }),
  );

  app.put(
    '/client/api/v1/buyer/addresses/:id',
    {
      schema: {
        tags: buyerTags,
        summary: 'Change an address',
        params: idParams,
        body: addressBody,
        response: { 200: envelope(addressView) },
      },
    },
    async (request) => ({ payload: await account.updateAddress(request.buyer, request.params.id, request.body) }),
  );

  app.put(
    '/client/api/v1/buyer/addresses/:id/default',
    {
      schema: {
        tags: buyerTags,
        summary: 'Make an address the default',
        params: idParams,
        response: { 200: envelope(z.array(addressView)) },
      },
    },
    async (request) => ({ payload: await account.setDefaultAddress(request.buyer, request.params.id) }),
  );

  app.delete(
    '/client/api/v1/buyer/addresses/:id',
    { schema: { tags: buyerTags, summary: 'Delete an address', params: idParams, response: { 200: done } } },
    async (request) => {
      await account.deleteAddress(request.buyer, request.params.id);
      return { payload: true };
    },
  );
};
