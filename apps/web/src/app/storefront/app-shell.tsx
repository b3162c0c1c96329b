import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ChatLauncher } from '../../features/chat/components/chat-launcher';
import { useStandalone } from '../../hooks/use-scroll';
import { useTranslation } from '../../i18n/react';
import { prefetchStartup } from '../../lib/reference-queries';
import { useSession } from '../../lib/session-store';
import { useToastsWanted } from '../../lib/toast-client';
import { AppReady } from '../app-ready';
import { ErrorBoundary } from '../error-boundary';
import { BottomBar } from './bottom-bar';
import { Footer } from './footer';
import { GoToTop } from './go-to-top';
import { Header } from './header';
import { MenuDrawer } from './menu-drawer';
import { ScrollRestoration } from './scroll-restoration';
import { usePullToRefresh } from './use-pull-to-refresh';

/** The toaster mounts with the first toast (see toast-client.ts). */
const Toasts = lazy(async () => ({ default: (await import('../toasts')).Toasts }));

export function AppShell() {
  const { t } = useTranslation();
  const toastsWanted = useToastsWanted();
  const language = useSession((s) => s.language);
  const location = useLocation();
  const navigate = useNavigate();
  const standalone = useStandalone();
  const [menuOpen, setMenuOpen] = useState(false);
  // The menu is drawn once first opened: closed, it is a hidden dialog that every page load would draw and take over
  // for nothing (its brand lists, language choice and account links).
  const [menuWanted, setMenuWanted] = useState(false);
  const openMenu = () => {
    setMenuWanted(true);
    setMenuOpen(true);
  };

  // At start the categories, top brands, countries and brands load together (docs/product.md §4): already there in a
  // page the server drew. The shell does not watch them: an answer redraws the parts that show it, not the whole page
  // (on a slow phone, two redraws of the whole page just after it became usable).
  const client = useQueryClient();
  useEffect(() => {
    void prefetchStartup(client, language);
  }, [client, language]);
  usePullToRefresh(standalone && !menuOpen);
  // A new page closes the menu.
  const [shownPath, setShownPath] = useState(location.pathname);
  if (shownPath !== location.pathname) {
    setShownPath(location.pathname);
    setMenuOpen(false);
  }

  return (
    <div className={`app${standalone ? ' app--standalone' : ''}`}>
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
      </a>
      <Header onOpenMenu={openMenu} />
      <ErrorBoundary resetKey={location.key} onGoHome={() => navigate('/')}>
        <Suspense fallback={<main id="main" className="container page" aria-busy="true" />}>
          <Outlet />
          <AppReady />
        </Suspense>
      </ErrorBoundary>
      <Footer />
      <GoToTop />
      <ChatLauncher />
      {standalone && <BottomBar onOpenMenu={openMenu} />}
      {menuWanted && <MenuDrawer open={menuOpen} onClose={() => setMenuOpen(false)} />}
      {toastsWanted && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
      <ScrollRestoration />
    </div>
  );
}
