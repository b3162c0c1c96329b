import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { BuyerDetailPage } from '../../features/account/console/pages/buyer-detail-page';
import { BuyersPage } from '../../features/account/console/pages/buyers-page';
import { AuditPage } from '../../features/audit/pages/audit-page';
import { BrandDetailPage, NewBrandPage } from '../../features/catalog/console/pages/brand-detail-page';
import { BrandsPage } from '../../features/catalog/console/pages/brands-page';
import { CategoriesPage } from '../../features/catalog/console/pages/categories-page';
import { PicksPage } from '../../features/catalog/console/pages/picks-page';
import { NewProductPage, ProductDetailPage } from '../../features/catalog/console/pages/product-detail-page';
import { ProductsPage } from '../../features/catalog/console/pages/products-page';
import { ConversationDetailPage } from '../../features/chat/console/pages/conversation-detail-page';
import { ConversationsPage } from '../../features/chat/console/pages/conversations-page';
import { OrderClaimsCard } from '../../features/claim/console/components/order-claims-card';
import { ClaimDetailPage } from '../../features/claim/console/pages/claim-detail-page';
import { ClaimsPage } from '../../features/claim/console/pages/claims-page';
import { DashboardPage } from '../../features/dashboard/pages/dashboard-page';
import { FreightRatesPage } from '../../features/freight/pages/freight-rates-page';
import { ImportJobPage } from '../../features/import/pages/import-job-page';
import { ImportPage } from '../../features/import/pages/import-page';
import { SignInPage } from '../../features/operators/pages/sign-in-page';
import { OrderDetailPage } from '../../features/order/console/pages/order-detail-page';
import { OrdersPage } from '../../features/order/console/pages/orders-page';
import { OutboxPage } from '../../features/outbox/pages/outbox-page';
import { QuotationDetailPage } from '../../features/quotation/console/pages/quotation-detail-page';
import { QuotationsPage } from '../../features/quotation/console/pages/quotations-page';
import { RestockRequestsPage } from '../../features/restock/console/pages/restock-requests-page';
import { SettingsPage } from '../../features/settings/pages/settings-page';
import { SupportRequestDetailPage } from '../../features/support/console/pages/support-request-detail-page';
import { SupportRequestsPage } from '../../features/support/console/pages/support-requests-page';
import { WebhookDeliveriesPage } from '../../features/webhooks/pages/webhook-deliveries-page';
import { WebhooksPage } from '../../features/webhooks/pages/webhooks-page';
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
 * chunk, so none of it is part of the storefront's first load. Its pages (the operator-only features and each capability's console/ part) are composed here: the
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
            <Route path="buyers/:id" element={<BuyerDetailPage />} />
            <Route path="quotations" element={<QuotationsPage />} />
            <Route path="quotations/:id" element={<QuotationDetailPage />} />
            <Route path="orders" element={<OrdersPage />} />
            <Route
              path="orders/:id"
              element={<OrderDetailPage claims={(order) => <OrderClaimsCard orderId={order.id} />} />}
            />
            <Route path="claims" element={<ClaimsPage />} />
            <Route path="claims/:id" element={<ClaimDetailPage />} />
            <Route path="products" element={<ProductsPage />} />
            <Route path="products/new" element={<NewProductPage />} />
            <Route path="products/:id" element={<ProductDetailPage />} />
            <Route path="brands" element={<BrandsPage />} />
            <Route path="brands/new" element={<NewBrandPage />} />
            <Route path="brands/:id" element={<BrandDetailPage />} />
            <Route path="categories" element={<CategoriesPage />} />
            <Route path="picks" element={<PicksPage />} />
            <Route path="support" element={<SupportRequestsPage />} />
            <Route path="support/:id" element={<SupportRequestDetailPage />} />
            <Route path="chat" element={<ConversationsPage />} />
            <Route path="chat/:id" element={<ConversationDetailPage />} />
            <Route path="outbox" element={<OutboxPage />} />
            <Route path="restock" element={<RestockRequestsPage />} />
            <Route path="audit" element={<AuditPage />} />
            <Route path="settings" element={<SettingsPage />} />
            <Route path="freight-rates" element={<FreightRatesPage />} />
            <Route path="webhooks" element={<WebhooksPage />} />
            <Route path="webhooks/:id" element={<WebhookDeliveriesPage />} />
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
