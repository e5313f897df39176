const TOKEN_KEY = 'gigmarket.admin.token';
const USER_KEY = 'gigmarket.admin.user';

export interface CurrentUser {
  id: number;
  name: string | null;
  first_name?: string | null;
  last_name?: string | null;
  email: string | null;
  phone?: string | null;
  avatar: string | null;
  user_type: string;
  current_route?: string;
  permissions: string[];
  profile_complete?: boolean;
}

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function setSession(token: string, user: CurrentUser | null): void {
  localStorage.setItem(TOKEN_KEY, token);
  if (user) setStoredUser(user);
}

export function getStoredUser(): CurrentUser | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as CurrentUser;
  } catch {
    return null;
  }
}

export function setStoredUser(user: CurrentUser): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}
