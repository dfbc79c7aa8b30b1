/*
 * Read at module load, before the auth client consumes and clears the hash: did the page open from a
 * link carrying an access token (an e-mail or mobile login link)?
 */
const openedWithAccessToken = typeof window !== 'undefined' && /[#&]access_token=/.test(window.location.hash);
let pending = openedWithAccessToken;

/** True once: the first caller after a token-link load gets it, so the 'Signed In!' toast shows once. */
export function takeAccessTokenLink(): boolean {
  const result = pending;
  pending = false;
  return result;
}
