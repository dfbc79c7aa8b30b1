/**
 * Signs out (a refused sign-out changes nothing the page can fix), then waits one task: the session hears
 * of the sign-out a task later, and until then the route guard still sends a signed-in user home from
 * /login. Navigate after this.
 */
export async function signOutSettled(signOut: () => Promise<void>): Promise<void> {
  await signOut().catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 0));
}
