import { z } from 'zod';
import { MEMBER_ROLES } from '../company.js';
import { CURRENCIES } from '../money.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '../password.js';
import { plainText } from './common.js';

const PROBLEM_MESSAGES = {
  tooShort: `must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `must be at most ${PASSWORD_MAX_LENGTH} characters`,
  common: 'is too common: choose one that is harder to guess',
  sameAsLoginId: 'must not contain the login id',
} as const;

/** A new password: the policy of `passwordProblem`; the issue's `params.problem` lets a form translate it. */
export const passwordField = plainText().superRefine((password, context) => {
  const problem = passwordProblem(password);
  if (problem) context.addIssue({ code: 'custom', message: PROBLEM_MESSAGES[problem], params: { problem } });
});

/** What a person types to sign in: compared without regard to case or surrounding spaces. */
export const signInBody = z.strictObject({
  loginId: plainText().trim().min(1).max(64),
  password: plainText().min(1).max(256),
});
export type SignInBody = z.infer<typeof signInBody>;

export const loginIdQuery = z.strictObject({ loginId: plainText().trim().min(1).max(64) });

/** The buyer as docs/product.md §3 describes it. */
export const buyerView = z.object({
  id: z.number().int(),
  country: z.object({ code: z.string(), name: z.string() }),
  companyName: z.string(),
  repContactName: z.string(),
  repContactEmail: z.string(),
  repContactNumber: z.object({ countryCallingCode: z.string(), number: z.string() }),
  grade: z.object({ id: z.string(), name: z.string() }),
  currency: z.enum(CURRENCIES),
  interestedBrands: z.array(z.object({ id: z.number().int(), name: z.string() })),
  agreedTermsOfService: z.boolean(),
});
export type BuyerView = z.infer<typeof buyerView>;

/** The person signed in for a buyer company, and their role in it. */
export const memberView = z.object({ id: z.number().int(), role: z.enum(MEMBER_ROLES), name: z.string() });
export type MemberView = z.infer<typeof memberView>;

/**
 * A token only for an approved, active buyer; an applicant gets its join status and no token. The buyer is the
 * company; `member` the person who signed in.
 */
export const signInResult = z.object({
  login: z.object({ joinStatusCode: z.string(), loginId: z.string(), token: z.string().nullable() }),
  buyer: buyerView.extend({ member: memberView }).nullable(),
});
export type SignInResult = z.infer<typeof signInResult>;
