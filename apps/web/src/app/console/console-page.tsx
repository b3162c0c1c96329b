import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AuditPage } from '../../features/console-audit/pages/audit-page';
import { SignInPage } from '../../features/console-auth/pages/sign-in-page';
import { BuyerPage } from '../../features/console-buyers/pages/buyer-page';
import { BuyersPage } from '../../features/console-buyers/pages/buyers-page';
import { ChatConversationPage } from '../../features/console-chat/pages/chat-conversation-page';
import { ChatInboxPage } from '../../features/console-chat/pages/chat-inbox-page';
import { OrderPage } from '../../features/console-orders/pages/order-page';
import { OrdersPage } from '../../features/console-orders/pages/orders-page';
import { OutboxPage } from '../../features/console-outbox/pages/outbox-page';
import { QuotationPage } from '../../features/console-quotations/pages/quotation-page';
import { QuotationsPage } from '../../features/console-quotations/pages/quotations-page';
import { useToastsWanted } from '../../lib/toast-client';
import { AppReady } from '../app-ready';
import { ConsoleLayout } from './console-layout';
import { ConsoleNotFoundPage } from './console-not-found-page';
import { ConsoleLoading, RequireOperator } from './require-operator';
// Imported here, not in styles.css: the console's styles load with the console and stay out of the storefront's.
import './console.css';

/** The storefront's toaster, mounted here too: the console renders outside the storefront shell. */
const Toasts = lazy(async () => ({ default: (await import('../toasts')).Toasts }));

/**
 * The operator console under /admin: its own routes, layout, session and styles. The whole console is one lazy
 * chunk, so none of it is part of the storefront's first load. Its rooms (features/console-*) are composed here: the
 * route table is the only place that knows them all.
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
            <Route path="orders" element={<OrdersPage />} />
            <Route path="orders/:id" element={<OrderPage />} />
            <Route path="chat" element={<ChatInboxPage />} />
            <Route path="chat/:id" element={<ChatConversationPage />} />
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
