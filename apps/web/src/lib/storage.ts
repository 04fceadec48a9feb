import Cookies from "js-cookie";

/**
 * Where the client keeps its state between visits (DESIGN §4): the token in a cookie for 3 days when
 * "remember me" is ticked, else in sessionStorage; sidebar state and language in localStorage, the
 * language also in a cookie.
 */
const TOKEN_KEY = "sw_token";
export const LANG_KEY = "sw_lang";
export const SIDEBAR_KEY = "sw_sidebar_collapsed";
const REMEMBER_DAYS = 3;

type Listener = () => void;
const listeners = new Set<Listener>();

function safeSession(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return Cookies.get(TOKEN_KEY) ?? safeSession()?.getItem(TOKEN_KEY) ?? null;
}

/** Whether the current token lives in the 3-day cookie (a renewed token keeps its storage). */
function isRemembered(): boolean {
  return Cookies.get(TOKEN_KEY) !== undefined;
}

export function setToken(token: string, remember: boolean = isRemembered()): void {
  if (remember) {
    Cookies.set(TOKEN_KEY, token, { expires: REMEMBER_DAYS, sameSite: "Lax" });
    safeSession()?.removeItem(TOKEN_KEY);
  } else {
    Cookies.remove(TOKEN_KEY);
    safeSession()?.setItem(TOKEN_KEY, token);
  }
  for (const l of listeners) l();
}

export function clearToken(): void {
  Cookies.remove(TOKEN_KEY);
  safeSession()?.removeItem(TOKEN_KEY);
  for (const l of listeners) l();
}

export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // private mode or quota: the preference simply is not remembered
  }
}

export function readCookie(key: string): string | undefined {
  return Cookies.get(key);
}

export function writeCookie(key: string, value: string): void {
  Cookies.set(key, value, { expires: 365, sameSite: "Lax" });
}
