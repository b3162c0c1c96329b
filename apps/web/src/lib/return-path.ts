/**
 * Where signing in returns to: a page of this site only. The address travels in the sign-in page's own address
 * (`/sign-in/?next=/my-page/quotations/12/`), so it survives a reload and a link sent by e-mail.
 */
export const NEXT_PARAM = 'next';

const SIGN_IN_PATH = '/sign-in/';
/** Pages that make no sense to return to after signing in. */
const NOT_TO_RETURN_TO = /^\/(?:sign-in|sign-up|auth|find)(?:[/?#]|$)/;
const ORIGIN = 'https://return.invalid';

/**
 * The path (with its query and hash) to return to, when `value` names a page of this site: a path from its root, never
 * another site (`//evil.example`, `/\evil.example`, `https:`, `javascript:`), never a sign-in or sign-up page.
 */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || value.length > 2000 || !fromRoot(value)) return undefined;
  // Control characters and backslashes are what browsers quietly drop or turn into slashes.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== ORIGIN) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Checked again as it will be followed: `/.//evil.example` is `//evil.example` once its dot segment is gone.
  return !fromRoot(path) || NOT_TO_RETURN_TO.test(path) ? undefined : path;
}

/** A path from this site's root: one slash, not two (another site), nor a slash and a backslash. */
const fromRoot = (path: string) => path.startsWith('/') && !/^\/[/\\]/.test(path);

/** The sign-in page's address that returns to `from` (the page being left, or the page that asked for a session). */
export function signInPath(from?: string): string {
  const next = safeReturnPath(from);
  return next && next !== '/' ? `${SIGN_IN_PATH}?${NEXT_PARAM}=${encodeURIComponent(next)}` : SIGN_IN_PATH;
}
