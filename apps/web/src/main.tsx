import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import './styles/global.css';
import { createRouter } from './app/router';
import { queryClient } from './app/query-client';
import { firstPageNeedsReferenceData, prefetchCoreSets } from './app/reference-data';

const router = createRouter();
if (firstPageNeedsReferenceData(router)) prefetchCoreSets();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
