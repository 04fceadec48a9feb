import { QueryClient } from "@tanstack/react-query";
import { onSessionReset } from "./navigation.ts";

export const queryClient = new QueryClient({
  defaultOptions: {
    // The HTTP client already reports every failure once; React Query must not retry or refetch behind it.
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

onSessionReset(() => queryClient.clear());
