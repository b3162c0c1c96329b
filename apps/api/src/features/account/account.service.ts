import { randomInt, randomUUID } from 'node:crypto';
import {
  type AccountUpdateBody,
  type AddressBody,
  type CertificationStatus,
  DomainError,
  type Locale,
  notFound,
  PASSWORD_RESET_TTL_SECONDS,
  type PasswordUpdateBody,
  type SignUpBody,
  VERIFICATION_CODE_TTL_SECONDS,
  VERIFICATION_MAX_ATTEMPTS,
  type WithdrawCheck,
} from '@hive/domain';
import type { Changes } from '../../db/changes.js';
import type { Db } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { hashPassword, NO_PASSWORD, passwordMatches } from '../../lib/passwords.js';
import { hashSecret, newToken, secretMatches } from '../../lib/tokens.js';
import type { Mailer } from '../../mail/mail.service.js';
import type { SessionBuyer } from '../../plugins/session.js';
import { revokeBuyerSessions, revokeMemberSessions } from '../auth/buyer-sessions.js';
import { presentAccount, presentAddress } from './account.presenter.js';
import { accountRepository, type CertificationRow } from './account.repository.js';
import { recordBuyerEvent } from './account-events.js';
import { buyerAddresses } from './buyer-addresses.js';

/** A verified e-mail code stays good for sending the form this long after it was sent. */
const VERIFIED_CODE_VALID_MINUTES = 60;
/** At most this many codes to one address in ten minutes, whoever asks. */
const CODES_PER_ADDRESS = 5;
const MAX_ADDRESSES = 20;

const codeInvalid = (message = 'The code is not correct.') => new DomainError('CODE_INVALID', message);
const notVerified = () =>
  new DomainError('EMAIL_NOT_VERIFIED', 'Please verify the e-mail address with the code we sent first.');
const unsignedIn = () => new DomainError('UNAUTHORIZED', 'Please sign in first.');
const secondsLeft = (row: { expiresAt: Date; now: Date }) =>
  Math.max(0, Math.ceil((new Date(row.expiresAt).getTime() - new Date(row.now).getTime()) / 1000));

/** `sessions`: told once this process has ended sessions or closed an account, for its next request to see it. */
export type AccountServiceOptions = {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  sessions: Pick<Changes, 'committedHere'>;
};

export function accountService({ db, mailer, publicUrl, sessions }: AccountServiceOptions) {
  const link = (path: string) => new URL(path, publicUrl).toString();
  /** Writes in one transaction, then sends the mail written in it. */
  const withMail = async <T>(work: (tx: Db) => Promise<T>) => {
    const result = await transaction(db, work);
    void mailer.flush();
    return result;
  };

  /** A verified e-mail code for `email` that has not been used yet, consumed by the caller's transaction. */
  async function useVerifiedEmail(tx: Db, certificationId: string, email: string) {
    const repository = accountRepository(tx);
    const proof = await repository.certification(certificationId, true);
    const fresh =
      proof &&
      proof.purpose === 'verify-email' &&
      proof.verifiedAt &&
      !proof.usedAt &&
      proof.email === email &&
      new Date(proof.now).getTime() - new Date(proof.createdAt).getTime() < VERIFIED_CODE_VALID_MINUTES * 60_000;
    if (!fresh) throw notVerified();
    await repository.useCertification(certificationId);
  }

  function status(row: CertificationRow & { now: Date }): CertificationStatus {
    const expiresIn = row.usedAt ? 0 : secondsLeft(row);
    return { id: row.id, expired: expiresIn === 0, verified: row.verifiedAt !== null, expiresIn };
  }

  async function requireCountries(...ids: number[]) {
    if (!(await accountRepository(db).countriesExist(ids))) {
      throw new DomainError('BAD_REQUEST', 'body.countryId: no such country');
    }
  }

  return {
    /** E-mails a six-digit code that proves the address belongs to the person filling the form. */
    async sendCode(email: string, language: Locale) {
      return withMail(async (tx) => {
        const repository = accountRepository(tx);
        if ((await repository.countRecentCertifications(email, 10)) >= CODES_PER_ADDRESS) {
          throw new DomainError('RATE_LIMITED', 'Too many codes were sent to this address. Please wait a few minutes.');
        }
        const id = randomUUID();
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        await repository.addCertification({
          id,
          purpose: 'verify-email',
          email,
          secretHash: hashSecret(`${id}:${code}`),
          ttlSeconds: VERIFICATION_CODE_TTL_SECONDS,
        });
        await mailer.enqueue(tx, {
          to: email,
          template: 'verification',
          language,
          values: { code, minutes: VERIFICATION_CODE_TTL_SECONDS / 60 },
        });
        return { id, expiresIn: VERIFICATION_CODE_TTL_SECONDS };
      });
    },

    async verifyCode(id: string, code: string): Promise<CertificationStatus> {
      // A wrong guess is counted and committed before the refusal, so the limit of tries holds.
      const outcome = await transaction(db, async (tx) => {
        const repository = accountRepository(tx);
        const proof = await repository.certification(id, true);
        if (proof?.purpose !== 'verify-email' || proof.usedAt) return codeInvalid();
        if (proof.verifiedAt) return status(proof);
        if (secondsLeft(proof) === 0)
          return new DomainError('CODE_EXPIRED', 'The code has expired. Please ask for a new one.');
        if (proof.attempts >= VERIFICATION_MAX_ATTEMPTS)
          return codeInvalid('Too many wrong codes. Please ask for a new one.');
        if (!secretMatches(`${id}:${code}`, proof.secretHash)) {
          await repository.failCertification(id);
          return codeInvalid();
        }
        await repository.verifyCertification(id);
        return { ...status(proof), verified: true };
      });
      if (outcome instanceof DomainError) throw outcome;
      return outcome;
    },

    async certificationStatus(id: string): Promise<CertificationStatus> {
      const proof = await accountRepository(db).certification(id);
      if (!proof) throw notFound('Code or link');
      return status(proof);
    },

    /** Creates an applicant: join status '01', not approved, no token until an operator approves it. */
    async signUp(body: SignUpBody) {
      await requireCountries(body.countryId, body.phoneCountryId);
      const passwordHash = await hashPassword(body.password);
      return transaction(db, async (tx) => {
        const repository = accountRepository(tx);
        await useVerifiedEmail(tx, body.certificationId, body.repContactEmail);
        const id = await repository.insertBuyer({ ...body, passwordHash });
        if (id === undefined) throw new DomainError('LOGIN_ID_TAKEN', 'This login id is already taken.');
        await repository.setInterestedBrands(id, body.interestedBrandIds);
        await recordBuyerEvent(tx, 'buyer.applied', id);
        return { loginId: body.loginId, joinStatusCode: '01' };
      });
    },

    /** E-mails the login id to the account's address when country, company and e-mail match; says nothing either way. */
    async findId(countryId: number, company: string, email: string) {
      await withMail(async (tx) => {
        const accounts = await accountRepository(tx).findLoginIds(countryId, company, email);
        if (accounts.length === 0) return;
        await mailer.enqueue(tx, {
          to: email,
          template: 'findId',
          language: accounts[0]!.language,
          values: { company, loginIds: accounts.map((account) => account.loginId).join(', '), link: link('/sign-in/') },
        });
      });
    },

    /** E-mails a one-time link to choose a new password; says nothing about whether the account exists. */
    async requestPasswordReset(loginId: string) {
      await withMail(async (tx) => {
        const repository = accountRepository(tx);
        const account = await repository.resettable(loginId);
        if (!account) return;
        const id = randomUUID();
        const key = newToken();
        await repository.addCertification({
          id,
          purpose: 'password-reset',
          email: account.email,
          buyerId: account.id,
          memberId: account.memberId,
          secretHash: hashSecret(key),
          ttlSeconds: PASSWORD_RESET_TTL_SECONDS,
        });
        await mailer.enqueue(tx, {
          to: account.email,
          template: 'passwordReset',
          language: account.language,
          values: {
            loginId: account.loginId,
            minutes: PASSWORD_RESET_TTL_SECONDS / 60,
            link: link(`/find/password/reset/?id=${id}&key=${key}`),
          },
        });
      });
    },

    /** A new password by the e-mailed link (every session ends) or signed in (the other sessions end). */
    async updatePassword(body: PasswordUpdateBody, buyer: SessionBuyer | null) {
      const passwordHash = await hashPassword(body.newPassword);
      let memberId: number;
      if ('certificationId' in body) {
        memberId = await transaction(db, async (tx) => {
          const repository = accountRepository(tx);
          const proof = await repository.certification(body.certificationId, true);
          if (proof?.purpose !== 'password-reset' || proof.usedAt || !proof.buyerId) {
            throw codeInvalid('This link is not valid. Please ask for a new one.');
          }
          if (secondsLeft(proof) === 0)
            throw new DomainError('CODE_EXPIRED', 'This link has expired. Please ask for a new one.');
          if (!secretMatches(body.key, proof.secretHash))
            throw codeInvalid('This link is not valid. Please ask for a new one.');
          const member = proof.memberId ?? (await repository.founder(proof.buyerId));
          if (member === undefined) throw codeInvalid('This link is not valid. Please ask for a new one.');
          await repository.useCertification(proof.id);
          await repository.setPassword(member, passwordHash);
          await revokeMemberSessions(tx, member);
          return member;
        });
      } else {
        if (!buyer) throw unsignedIn();
        memberId = buyer.memberId;
        const current = await accountRepository(db).passwordOf(memberId);
        if (!current || !(await passwordMatches(current.passwordHash, body.currentPassword))) {
          throw new DomainError('WRONG_PASSWORD', 'The current password is not correct.');
        }
        await transaction(db, async (tx) => {
          await accountRepository(tx).setPassword(memberId, passwordHash);
          await revokeMemberSessions(tx, memberId, buyer.tokenHash);
        });
      }
      sessions.committedHere();
      await withMail(async (tx) => {
        const account = await accountRepository(tx).passwordOf(memberId);
        if (!account) return;
        await mailer.enqueue(tx, {
          to: account.email,
          template: 'passwordChanged',
          language: account.language,
          values: { loginId: account.loginId, link: link('/find/password/') },
        });
      });
    },

    /**
     * What stands in the way of withdrawing, each with the list the page links to: every quotation and every order
     * still under way. The confirmation runs this in its transaction, under the buyer's lock, so it refuses for them too.
     */
    async withdrawCheck(buyer: SessionBuyer | null, tx: Db = db): Promise<WithdrawCheck> {
      if (!buyer) throw unsignedIn();
      const repository = accountRepository(tx);
      const quotations = await repository.openQuotations(buyer.buyerId);
      const orders = await repository.openOrders(buyer.buyerId);
      const reasons: WithdrawCheck['reasons'] = [];
      if (orders.length > 0) reasons.push('OPEN_ORDERS');
      if (quotations.length > 0) reasons.push('OPEN_QUOTATIONS');
      return { allowed: reasons.length === 0, reasons, quotations, orders };
    },

    /**
     * Closes the account: the owner's closes the company (personal data erased, every member's session ended, the login
     * ids never usable again); another member's takes them out of the company.
     */
    async withdraw(buyer: SessionBuyer | null, password: string, reason: string) {
      if (!buyer) throw unsignedIn();
      const account = await accountRepository(db).passwordOf(buyer.memberId);
      if (!account || !(await passwordMatches(account.passwordHash, password))) {
        throw new DomainError('WRONG_PASSWORD', 'The password is not correct.');
      }
      // A member who is not the owner leaves the company: they sign in no more; the company goes on.
      if (buyer.role !== 'OWNER') {
        await transaction(db, async (tx) => {
          await accountRepository(tx).leave(buyer.memberId);
          await revokeMemberSessions(tx, buyer.memberId);
        });
        sessions.committedHere();
        return;
      }
      await withMail(async (tx) => {
        // Checked under the buyer's lock, in the transaction that erases: nothing opens in between.
        await accountRepository(tx).lockBuyer(buyer.buyerId);
        const check = await this.withdrawCheck(buyer, tx);
        if (!check.allowed) {
          const numbers = [...check.orders, ...check.quotations].map((open) => open.number).join(', ');
          throw new DomainError('WITHDRAW_BLOCKED', `Open orders and quotations must be finished first: ${numbers}.`);
        }
        // The confirmation is written before the address is erased; it is the last mail to it.
        await mailer.enqueue(tx, {
          to: account.email,
          template: 'withdrawConfirmation',
          language: account.language,
          values: { loginId: account.loginId },
        });
        await accountRepository(tx).erase(buyer.buyerId, reason, NO_PASSWORD);
        await revokeBuyerSessions(tx, buyer.buyerId);
      });
      sessions.committedHere();
    },

    async account(buyer: SessionBuyer | null, locale: Locale) {
      if (!buyer) throw unsignedIn();
      const row = await accountRepository(db).account(buyer.buyerId);
      if (!row) throw unsignedIn();
      return presentAccount(row, locale);
    },

    async updateAccount(buyer: SessionBuyer | null, body: AccountUpdateBody, locale: Locale) {
      if (!buyer) throw unsignedIn();
      await requireCountries(body.countryId, body.phoneCountryId);
      await transaction(db, async (tx) => {
        const repository = accountRepository(tx);
        const current = await repository.account(buyer.buyerId);
        if (!current) throw unsignedIn();
        if (current.repContactEmail.toLowerCase() !== body.repContactEmail) {
          if (!body.certificationId) throw notVerified();
          await useVerifiedEmail(tx, body.certificationId, body.repContactEmail);
        }
        await repository.updateAccount(buyer.buyerId, body);
        await repository.setInterestedBrands(buyer.buyerId, body.interestedBrandIds);
      });
      return this.account(buyer, locale);
    },

    async addresses(buyer: SessionBuyer | null) {
      if (!buyer) throw unsignedIn();
      return buyerAddresses(db, buyer.buyerId);
    },

    /** Adds an address; the first one, or one marked default, becomes the default. */
    async addAddress(buyer: SessionBuyer | null, address: AddressBody) {
      if (!buyer) throw unsignedIn();
      await requireCountries(address.countryId, address.phoneCountryId);
      const id = await transaction(db, async (tx) => {
        const repository = accountRepository(tx);
        await repository.lockBuyer(buyer.buyerId);
        const count = await repository.countAddresses(buyer.buyerId);
        if (count >= MAX_ADDRESSES) {
          throw new DomainError('CONFLICT', `An address book holds at most ${MAX_ADDRESSES} addresses.`);
        }
        const isDefault = address.isDefault || count === 0;
        if (isDefault) await repository.clearDefault(buyer.buyerId);
        return repository.insertAddress(buyer.buyerId, { ...address, isDefault });
      });
      return this.address(buyer.buyerId, id);
    },

    async updateAddress(buyer: SessionBuyer | null, addressId: number, address: AddressBody) {
      if (!buyer) throw unsignedIn();
      await requireCountries(address.countryId, address.phoneCountryId);
      await transaction(db, async (tx) => {
        const repository = accountRepository(tx);
        await repository.lockBuyer(buyer.buyerId);
        const [current] = await repository.addresses(buyer.buyerId, addressId);
        if (!current) throw notFound('Address');
        // The default moves only by choosing another one; unticking it alone would leave the book without one.
        const isDefault = address.isDefault || current.isDefault;
        if (isDefault) await repository.clearDefault(buyer.buyerId);
        await repository.updateAddress(buyer.buyerId, addressId, { ...address, isDefault });
      });
      return this.address(buyer.buyerId, addressId);
    },

    async setDefaultAddress(buyer: SessionBuyer | null, addressId: number) {
      if (!buyer) throw unsignedIn();
      await transaction(db, async (tx) => {
        const repository = accountRepository(tx);
        await repository.lockBuyer(buyer.buyerId);
        if ((await repository.addresses(buyer.buyerId, addressId)).length === 0) throw notFound('Address');
        await repository.clearDefault(buyer.buyerId);
        await repository.setDefaultAddress(buyer.buyerId, addressId);
      });
      return this.addresses(buyer);
    },

    async deleteAddress(buyer: SessionBuyer | null, addressId: number) {
      if (!buyer) throw unsignedIn();
      const deleted = await transaction(db, async (tx) => {
        const repository = accountRepository(tx);
        await repository.lockBuyer(buyer.buyerId);
        return repository.deleteAddress(buyer.buyerId, addressId);
      });
      if (!deleted) throw notFound('Address');
    },

    async address(buyerId: number, addressId: number) {
      const [row] = await accountRepository(db).addresses(buyerId, addressId);
      if (!row) throw notFound('Address');
      return presentAddress(row);
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
