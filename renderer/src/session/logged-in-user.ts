const KEY = 'loggedInUser';

export interface LoggedInUser {
  id: string;
  email: string;
  memberName: string;
}

/** The member name the app greets with: member name, else business name, else e-mail (§2 Login). */
export function memberNameOf(user: {
  memberName?: string | null;
  businessName?: string | null;
  email: string;
}): string {
  return user.memberName?.trim() || user.businessName?.trim() || user.email;
}

/** Keeps the 'loggedInUser' item the product stores locally on sign-in. */
export function storeLoggedInUser(user: LoggedInUser): void {
  localStorage.setItem(KEY, JSON.stringify(user));
}

export function clearLoggedInUser(): void {
  localStorage.removeItem(KEY);
}
