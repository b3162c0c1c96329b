/** The password policy, shared by the sign-up form, the password forms and the server. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Passwords that appear at the top of every leaked-password list, plus their obvious variants with the product's
 * name: a guesser tries these first, so they are refused whatever their length.
 */
const COMMON_PASSWORDS = new Set([
  '123456789012',
  '1234567890',
  '12345678910',
  '0123456789',
  '1111111111',
  '0000000000',
  '9876543210',
  '1q2w3e4r5t',
  '1qaz2wsx3edc',
  'qwertyuiop',
  'qwertyuiop1',
  'qwerty12345',
  'qwerty123456',
  'asdfghjkl1',
  'zxcvbnm123',
  'password12',
  'password123',
  'password1234',
  'password12345',
  'passw0rd123',
  'p@ssw0rd123',
  'iloveyou123',
  'abcdefghij',
  'abc1234567',
  'abcd123456',
  'letmein123',
  'welcome123',
  'welcome1234',
  'admin12345',
  'administrator',
  'changeme123',
  'football123',
  'baseball123',
  'princess123',
  'sunshine123',
  'dragon1234',
  'monkey1234',
  'trustno1234',
  'superman123',
  'michael123',
  'computer123',
  'internet123',
  'starwars123',
  'whatever123',
  'hive123456',
  'hivepassword',
  'wholesale123',
  'korea12345',
  'seoul12345',
]);

export type PasswordProblem = 'tooShort' | 'tooLong' | 'common' | 'sameAsLoginId';

/** What is wrong with a password, or null when it may be used. */
export function passwordProblem(password: string, loginId?: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower) || new Set(lower).size <= 2) return 'common';
  if (loginId && lower.includes(loginId.trim().toLowerCase())) return 'sameAsLoginId';
  return null;
}

/** A one-time e-mail code: six digits. */
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_SECONDS = 300;
export const PASSWORD_RESET_TTL_SECONDS = 1800;
export const VERIFICATION_MAX_ATTEMPTS = 5;
