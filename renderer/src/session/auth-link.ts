/*
 * Read at module load, before the auth client consumes and clears the hash: did the page open from a
 * link carrying an access token, and was it a login link or a password-recovery link?
 */
function linkTypeOf(hash: string): 'login' | 'recovery' | null {
  const params = new URLSearchParams(hash.replace(/^#\/?/, ''));
  if (!params.get('access_token')) return null;
  return params.get('type') === 'recovery' ? 'recovery' : 'login';
}

let pending = typeof window === 'undefined' ? null : linkTypeOf(window.location.hash);

/** The link the page opened with, once: the first caller after a token-link load gets it, later callers null. */
export function takeAccessTokenLink(): 'login' | 'recovery' | null {
  const result = pending;
  pending = null;
  return result;
}
