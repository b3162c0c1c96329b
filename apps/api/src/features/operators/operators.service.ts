import { DomainError, type SignInBody } from '@hive/domain';
import { decoyHash, passwordMatches } from '../../lib/passwords.js';
import { hashSecret, newToken } from '../../lib/tokens.js';
import type { Operator, operatorsRepository } from './operators.repository.js';

/** An operator's session ends after this long without a request. */
const OPERATOR_IDLE_MS = 8 * 3_600_000;
const signInAgain = () => new DomainError('UNAUTHORIZED', 'Please sign in to the console.');

export function operatorsService(repository: ReturnType<typeof operatorsRepository>) {
  return {
    async signIn({ loginId, password }: SignInBody) {
      const operator = await repository.credentials(loginId);
      const matches = await passwordMatches(operator?.passwordHash ?? (await decoyHash), password);
      if (!operator || !matches) throw new DomainError('UNAUTHORIZED', 'The login id or the password is not correct.');
      const token = newToken();
      await repository.createSession(operator.id, hashSecret(token), new Date(Date.now() + OPERATOR_IDLE_MS));
      const { passwordHash: _, ...view } = operator;
      return { token, operator: view };
    },

    signOut: (token: string) => repository.revokeSession(hashSecret(token)),

    /** The operator behind a token; anything else is 401, which sends the console to its sign-in page. */
    async resolve(token: string | undefined): Promise<Operator> {
      if (!token) throw signInAgain();
      const operator = await repository.touch(hashSecret(token), new Date(Date.now() + OPERATOR_IDLE_MS));
      if (!operator) throw signInAgain();
      return operator;
    },
  };
}

export type OperatorsService = ReturnType<typeof operatorsService>;
