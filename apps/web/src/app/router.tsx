import { lazy } from 'react';
import { matchRoutes, Navigate, type RouteObject, useParams } from 'react-router';
import { ShellErrorPage } from '../components/error-page';
import { AppShell } from './storefront/app-shell';

/**
 * A page's code loads when the page is first opened, the home page's too (read with the app's code, it made the app's
 * start one long task on a slow phone). `preload` fetches it ahead, so that a page the server drew is taken over in
 * one pass (`preloadPage`).
 */
const named = <K extends string, P extends object>(load: () => Promise<Record<K, React.ComponentType<P>>>, name: K) => {
  let loading: Promise<{ default: React.ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().then((module) => ({ default: module[name] }));
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
};

const HomeRoute = named(() => import('./storefront/home-route'), 'HomeRoute');
// An unknown address's page comes when one is opened: no first load carries it.
const NotFoundRoute = named(() => import('../components/not-found-page'), 'NotFoundPage');
const BrandListPage = named(() => import('../features/catalog/pages/brand-list-page'), 'BrandListPage');
const BrandPage = named(() => import('../features/catalog/pages/brand-page'), 'BrandPage');
const CategoryRoute = named(() => import('./storefront/category-route'), 'CategoryRoute');
const QuickOrderRoute = named(() => import('./storefront/quick-order-route'), 'QuickOrderRoute');
const ProductRoute = named(() => import('./storefront/product-route'), 'ProductRoute');
const InfoPage = named(() => import('../features/info/pages/info-page'), 'InfoPage');
const SearchRoute = named(() => import('./storefront/search-route'), 'SearchRoute');
const TextPage = named(() => import('../features/info/pages/text-page'), 'TextPage');
const SupplierApplicationPage = named(
  () => import('../features/support/pages/supplier-application-page'),
  'SupplierApplicationPage',
);
const BrandRequestPage = named(() => import('../features/support/pages/brand-request-page'), 'BrandRequestPage');
const ContactPage = named(() => import('../features/support/pages/contact-page'), 'ContactPage');
const ReportIssuePage = named(() => import('../features/support/pages/report-issue-page'), 'ReportIssuePage');
const CartPage = named(() => import('../features/cart/pages/cart-page'), 'CartPage');
const BasketPage = named(() => import('../features/basket/pages/basket-page'), 'BasketPage');
const PickPage = named(() => import('../features/pick/pages/pick-page'), 'PickPage');
const SignInPage = named(() => import('../features/auth/pages/sign-in-page'), 'SignInPage');
const SignUpPage = named(() => import('../features/auth/pages/sign-up-page'), 'SignUpPage');
const AuthenticationInProgressPage = named(
  () => import('../features/auth/pages/authentication-in-progress-page'),
  'AuthenticationInProgressPage',
);
const FindIdPage = named(() => import('../features/auth/pages/find-id-page'), 'FindIdPage');
const FindPasswordPage = named(() => import('../features/auth/pages/find-password-page'), 'FindPasswordPage');
const ResetPasswordPage = named(() => import('../features/auth/pages/reset-password-page'), 'ResetPasswordPage');
const GeneralSettingsPage = named(
  () => import('../features/account/pages/general-settings-page'),
  'GeneralSettingsPage',
);
const AddressSettingsPage = named(
  () => import('../features/account/pages/address-settings-page'),
  'AddressSettingsPage',
);
const CompanyPage = named(() => import('../features/account/pages/company-page'), 'CompanyPage');
const ApiKeysPage = named(() => import('../features/api-keys/pages/api-keys-page'), 'ApiKeysPage');
const InvitationPage = named(() => import('../features/auth/pages/invitation-page'), 'InvitationPage');
const WithdrawPage = named(() => import('../features/account/pages/withdraw-page'), 'WithdrawPage');
const MyQuotationsPage = named(() => import('../features/quotation/pages/my-quotations-page'), 'MyQuotationsPage');
const MyQuotationPage = named(() => import('../features/quotation/pages/my-quotation-page'), 'MyQuotationPage');
const OrderNowPage = named(() => import('../features/order/pages/order-now-page'), 'OrderNowPage');
const OrdersPage = named(() => import('../features/order/pages/orders-page'), 'OrdersPage');
const OrderRoute = named(() => import('./storefront/order-route'), 'OrderRoute');
const TrendPage = named(() => import('../features/trend/pages/trend-page'), 'TrendPage');
const TrackingPage = named(() => import('../features/trend/pages/tracking-page'), 'TrackingPage');
/** The operator console: its own lazy boundary, outside the storefront shell. */
const ConsolePage = named(() => import('./console/console-page'), 'ConsolePage');

/** `/quotation/12`, the address people write for an offer: the buyer's quotation page (signing in first if need be). */
function OfferAddress() {
  return <Navigate to={`/my-page/quotations/${useParams().id}/`} replace />;
}

const info = (path: string, page: string) => ({ path, element: <InfoPage page={page} /> });
/** A page of text whose words are a namespace of their own: the policies, the company's pages. */
const text = (path: string, namespace: string, page: string, links?: Record<number, string>) => ({
  path,
  element: <TextPage namespace={namespace} page={page} links={links} />,
});

/** The app's routes: the browser router (main.tsx) and the server's first render (entry-server.tsx) share them. */
export const routes: RouteObject[] = [
  { path: 'admin/*', element: <ConsolePage />, errorElement: <ShellErrorPage /> },
  {
    element: <AppShell />,
    // A failure in the shell itself, outside the page's own boundary, still shows the error page.
    errorElement: <ShellErrorPage />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: 'brand', element: <BrandListPage /> },
      { path: 'brand/:id', element: <BrandPage /> },
      { path: 'category/:id', element: <CategoryRoute /> },
      { path: 'quick-order', element: <QuickOrderRoute /> },
      { path: 'product/:id', element: <ProductRoute /> },
      { path: 'search', element: <SearchRoute /> },
      info('about', 'about'),
      info('how-to-use', 'howToUse'),
      info('hive-center', 'hiveCenter'),
      { path: 'sign-in', element: <SignInPage /> },
      { path: 'sign-up', element: <SignUpPage /> },
      { path: 'find/id', element: <FindIdPage /> },
      { path: 'find/password', element: <FindPasswordPage /> },
      { path: 'find/password/reset', element: <ResetPasswordPage /> },
      { path: 'invitation', element: <InvitationPage /> },
      { path: 'cart', element: <CartPage /> },
      { path: 'quotation', element: <BasketPage /> },
      { path: 'quotation/:id', element: <OfferAddress /> },
      { path: 'order', element: <OrdersPage /> },
      { path: 'order/:id', element: <OrderRoute /> },
      { path: 'order-now', element: <OrderNowPage /> },
      { path: 'trend', element: <TrendPage /> },
      { path: 'tracking', element: <TrackingPage /> },
      { path: 'pick/:slug', element: <PickPage /> },
      { path: 'my-page/general-settings', element: <GeneralSettingsPage /> },
      { path: 'my-page/address-settings', element: <AddressSettingsPage /> },
      { path: 'my-page/company', element: <CompanyPage /> },
      { path: 'my-page/api-keys', element: <ApiKeysPage /> },
      { path: 'my-page/withdraw', element: <WithdrawPage /> },
      { path: 'my-page/quotations', element: <MyQuotationsPage /> },
      { path: 'my-page/quotations/:id', element: <MyQuotationPage /> },
      { path: 'auth/complete/authentication-in-progress', element: <AuthenticationInProgressPage /> },
      text('terms', 'legal', 'terms', { 10: '/contact/' }),
      text('privacy', 'legal', 'privacy', { 5: '/my-page/general-settings/', 6: '/my-page/withdraw/', 9: '/contact/' }),
      text('company', 'company', 'company', { 2: '/about/', 3: '/contact/' }),
      text('link-hub', 'company', 'linkHub', {
        0: 'https://www.instagram.com/',
        1: 'https://www.youtube.com/',
        2: 'https://blog.naver.com/',
        3: '/sign-up/',
        4: '/brand/',
        5: '/supplier-application/',
      }),
      text('business-agency', 'company', 'agency', { 1: '/supplier-application/', 2: '/contact/' }),
      text('certification', 'company', 'certification', { 2: '/business-agency/' }),
      { path: 'supplier-application', element: <SupplierApplicationPage /> },
      { path: 'request-brand', element: <BrandRequestPage /> },
      { path: 'contact', element: <ContactPage /> },
      { path: 'report-issue', element: <ReportIssuePage /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

/** Loads the code of the pages at `pathname` (the route's own and its parents'). */
export async function preloadPage(pathname: string): Promise<void> {
  const pages = (matchRoutes(routes, pathname) ?? []).map(({ route }) => route.element);
  await Promise.all(
    pages.map((page) => (page as { type?: { preload?: () => Promise<unknown> } } | undefined)?.type?.preload?.()),
  );
}
