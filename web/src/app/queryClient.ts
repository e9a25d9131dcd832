import { QueryClient } from '@tanstack/react-query';

/** One cache for the signed-in app; loaded with the shell so the login route stays light. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not change on retry; 401/403 are handled once, in the API client.
      retry: (count, error) => count < 2 && !(((error as { status?: number }).status ?? 0) >= 400),
      staleTime: 30_000,
    },
  },
});
