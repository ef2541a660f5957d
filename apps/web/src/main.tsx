import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import './styles/global.css';
import { createRouter } from './app/router';
import { queryClient } from './app/query-client';
import { codesQueryOptions } from './features/icf-data/api/get-codes';
import { coreSetsQueryOptions } from './features/icf-data/api/get-core-sets';
import { ensureUserLoaded } from './features/auth/auth-store';

// Spec §2: core sets and codes are loaded at start-up (a failure is only logged, spec §8).
void queryClient.prefetchQuery(codesQueryOptions);
// The core sets include the signed-in user's own ("My sets"), so they wait for the user of a stored token.
void ensureUserLoaded().then(({ user }) => queryClient.prefetchQuery(coreSetsQueryOptions(user?.id ?? null)));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={createRouter()} />
    </QueryClientProvider>
  </StrictMode>,
);
