// The password a forced change replaces, as typed at the login that led to it, so the change form
// can refuse it before the server does. Kept in this module's memory only — never in storage or
// the address — and forgotten once used; after a reload the server's own check still refuses it.
let remembered: { userName: string; password: string } | null = null;

export function rememberReplacedPassword(userName: string, password: string): void {
  remembered = { userName: userName.trim().toLowerCase(), password };
}

export function replacedPassword(userName: string): string | undefined {
  return remembered && remembered.userName === userName.trim().toLowerCase() ? remembered.password : undefined;
}

export function forgetReplacedPassword(): void {
  remembered = null;
}
