import { PERSIST_TIMEOUT_MS } from '@hive/domain/rules';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/router';
import { initI18n } from './i18n/i18n';
import { queryClient } from './lib/query-client';
import { sessionRehydrated, useSession } from './lib/session-store';
import './styles.css';

// The persisted session comes back before the first render (spec §4), then the chosen language.
await sessionRehydrated(PERSIST_TIMEOUT_MS);
await initI18n(useSession.getState().language);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
