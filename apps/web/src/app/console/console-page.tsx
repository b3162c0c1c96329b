import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { AuditPage } from '../../features/console-audit/pages/audit-page';
import { SignInPage } from '../../features/console-auth/pages/sign-in-page';
import { BuyerPage } from '../../features/console-buyers/pages/buyer-page';
import { BuyersPage } from '../../features/console-buyers/pages/buyers-page';
import { BrandPage, NewBrandPage } from '../../features/console-catalog/pages/brand-page';
import { BrandsPage } from '../../features/console-catalog/pages/brands-page';
import { CategoriesPage } from '../../features/console-catalog/pages/categories-page';
import { PicksPage } from '../../features/console-catalog/pages/picks-page';
import { NewProductPage, ProductPage } from '../../features/console-catalog/pages/product-page';
import { ProductsPage } from '../../features/console-catalog/pages/products-page';
import { ChatConversationPage } from '../../features/console-chat/pages/chat-conversation-page';
import { ChatInboxPage } from '../../features/console-chat/pages/chat-inbox-page';
import { DashboardPage } from '../../features/console-dashboard/pages/dashboard-page';
import { ImportJobPage } from '../../features/console-import/pages/import-job-page';
import { ImportPage } from '../../features/console-import/pages/import-page';
import { OrderPage } from '../../features/console-orders/pages/order-page';
import { OrdersPage } from '../../features/console-orders/pages/orders-page';
import { OutboxPage } from '../../features/console-outbox/pages/outbox-page';
import { QuotationPage } from '../../features/console-quotations/pages/quotation-page';
import { QuotationsPage } from '../../features/console-quotations/pages/quotations-page';
import { RestockPage } from '../../features/console-restock/pages/restock-page';
import { SettingsPage } from '../../features/console-settings/pages/settings-page';
import { SupportInboxPage } from '../../features/console-support/pages/support-inbox-page';
import { SupportRequestPage } from '../../features/console-support/pages/support-request-page';
import { FreightRatesPage } from '../../features/freight/pages/freight-rates-page';
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
            <Route index element={<DashboardPage />} />
            <Route path="buyers" element={<BuyersPage />} />
            <Route path="buyers/:id" element={<BuyerPage />} />
            <Route path="quotations" element={<QuotationsPage />} />
            <Route path="quotations/:id" element={<QuotationPage />} />
            <Route path="orders" element={<OrdersPage />} />
            <Route path="orders/:id" element={<OrderPage />} />
            <Route path="products" element={<ProductsPage />} />
            <Route path="products/new" element={<NewProductPage />} />
            <Route path="products/:id" element={<ProductPage />} />
            <Route path="brands" element={<BrandsPage />} />
            <Route path="brands/new" element={<NewBrandPage />} />
            <Route path="brands/:id" element={<BrandPage />} />
            <Route path="categories" element={<CategoriesPage />} />
            <Route path="picks" element={<PicksPage />} />
            <Route path="support" element={<SupportInboxPage />} />
            <Route path="support/:id" element={<SupportRequestPage />} />
            <Route path="chat" element={<ChatInboxPage />} />
            <Route path="chat/:id" element={<ChatConversationPage />} />
            <Route path="outbox" element={<OutboxPage />} />
            <Route path="restock" element={<RestockPage />} />
            <Route path="audit" element={<AuditPage />} />
            <Route path="settings" element={<SettingsPage />} />
            <Route path="freight-rates" element={<FreightRatesPage />} />
            <Route path="import" element={<ImportPage />} />
            <Route path="import/:id" element={<ImportJobPage />} />
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
