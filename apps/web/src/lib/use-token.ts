import { useSyncExternalStore } from "react";
import { getToken, subscribeToken } from "./storage.ts";

/** The token, re-rendering on login, renewal and logout. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, () => null);
}
