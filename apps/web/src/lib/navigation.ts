/**
 * Navigation for code outside the React tree (the HTTP client). The router registers itself here;
 * before that (or in tests) a full page load is the fallback.
 */
type NavigateFn = (to: string, opts?: { replace?: boolean }) => void;

let navigateImpl: NavigateFn | null = null;
const resetHooks = new Set<() => void>();

export function registerNavigate(fn: NavigateFn): void {
  navigateImpl = fn;
}

export function navigateTo(to: string, opts?: { replace?: boolean }): void {
  if (navigateImpl) navigateImpl(to, opts);
  else window.location.assign(to);
}

/** Things to forget when a session ends (visited tags, cached queries). */
export function onSessionReset(hook: () => void): () => void {
  resetHooks.add(hook);
  return () => resetHooks.delete(hook);
}

export function runSessionReset(): void {
  for (const hook of resetHooks) hook();
}

const orgSwitchHooks = new Set<() => void>();

/** Things to forget when the session moves to another enterprise (visited tags). */
export function onOrgSwitch(hook: () => void): () => void {
  orgSwitchHooks.add(hook);
  return () => orgSwitchHooks.delete(hook);
}

export function runOrgSwitch(): void {
  for (const hook of orgSwitchHooks) hook();
}

/**
 * Navigation state for a page that clears its own query (back to its default tab): an empty query
 * then means "the default", not "restore the last one".
 */
export const FRESH_QUERY = { freshQuery: true } as const;
