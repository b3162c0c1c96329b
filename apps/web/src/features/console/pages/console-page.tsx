import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AppReady } from '../../../app/app-ready';
import { useToastsWanted } from '../../../lib/toast-client';
import { ConsoleLayout } from '../components/console-layout';
import { ConsoleLoading, RequireOperator } from '../components/require-operator';
import { AuditPage } from './audit-page';
import { BuyerPage } from './buyer-page';
import { BuyersPage } from './buyers-page';
import { ConsoleNotFoundPage } from './console-not-found-page';
import { OutboxPage } from './outbox-page';
import { QuotationPage } from './quotation-page';
import { QuotationsPage } from './quotations-page';
import { SignInPage } from './sign-in-page';
// Imported here, not in styles.css: the console's styles load with the console and stay out of the storefront's.
import '../console.css';

/** The storefront's toaster, mounted here too: the console renders outside the storefront shell. */
const Toasts = lazy(async () => ({ default: (await import('../../../app/toasts')).Toasts }));

/**
 * The operator console under /admin: its own routes, layout, session and styles. The whole console is one lazy
 * chunk, so none of it is part of the storefront's first load.
 */
export function ConsolePage() {
  const toastsWanted = useToastsWanted();
  return (
    <div className="console">
      {/* The console's texts are a namespace of their own, loaded on first use: pages wait for them here. */}
      <Suspense fallback={<ConsoleLoading />}>
        <Routes>
          <Route path="sign-in" element={<SignInPage />} />
          <Route
            element={
              <RequireOperator>
                <ConsoleLayout />
              </RequireOperator>
            }
          >
            <Route index element={<Navigate to="/admin/buyers" replace />} />
            <Route path="buyers" element={<BuyersPage />} />
            <Route path="buyers/:id" element={<BuyerPage />} />
            <Route path="quotations" element={<QuotationsPage />} />
            <Route path="quotations/:id" element={<QuotationPage />} />
            <Route path="outbox" element={<OutboxPage />} />
            <Route path="audit" element={<AuditPage />} />
            <Route path="*" element={<ConsoleNotFoundPage />} />
          </Route>
        </Routes>
        <AppReady />
      </Suspense>
      {toastsWanted && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
    </div>
  );
}
