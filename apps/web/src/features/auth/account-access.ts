/**
 * The auth feature's published face: what the account pages (my page) use of it — a new e-mail address verified with a
 * code, the password changed, the account closed, and the signed-in data forgotten afterwards. Other features import
 * auth only through this file.
 */
export { updatePassword, withdraw, withdrawCheckQuery } from './api/auth-queries';
export { forgetSignedInData } from './api/sign-out';
export { EmailVerification, isVerified, normaliseEmail, type Verification } from './components/email-verification';
