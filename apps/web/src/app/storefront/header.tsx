import { BREAKPOINTS, HEADER_HIDE_AFTER_PX, IN_STOCK_BRAND_ID, showsBackArrow } from '@hive/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useMatch, useNavigate } from 'react-router';
import { SearchForm } from '../../components/search-form';
import { QuotationLink } from '../../features/basket/components/quotation-link';
import { CartLink } from '../../features/cart/components/cart-link';
import { ChatLink } from '../../features/chat/components/chat-launcher';
import { useScroll } from '../../hooks/use-scroll';
import { useTranslation } from '../../i18n/react';
import { siteQuery } from '../../lib/reference-queries';
import { signInPath } from '../../lib/return-path';
import { useMemberMay, useSession } from '../../lib/session-store';
import { LanguageSelect } from '../language-select';
import { OfflineStatus } from '../offline-status';
import { initials } from './company-initials';
import { useCompanyName } from './use-company-name';

/** The logo's hexagon, drawn round the H. */
const LOGO_HEXAGON = 'M32 11 50.2 21.5v21L32 53 13.8 42.5v-21z';

export function Header({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useTranslation();
  const { data: site } = useQuery(siteQuery());
  const isLogged = useSession((s) => s.login.isLogged);
  const company = useCompanyName();
  const memberName = useSession((s) => s.member?.name ?? '');
  // A viewer keeps no cart and no basket: neither is offered.
  const buys = useMemberMay('buy');
  const showcase = useMatch(`/brand/${IN_STOCK_BRAND_ID}`) !== null;
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { y, direction } = useScroll();
  const [searchOpen, setSearchOpen] = useState(false);

  // At 1200 px or less the top strip hides after scrolling down past 100 px and returns on scrolling up. The header
  // keeps its height and slides up instead (styles.css): nothing below it moves, so the page never jumps. The width is
  // asked only once the page scrolled: watched from the start, it differs from the server's first render on every
  // phone, and React redraws the whole header at once just as the page takes over.
  const stripHidden =
    direction === 'down' &&
    y > HEADER_HIDE_AFTER_PX &&
    window.matchMedia(`(max-width: ${BREAKPOINTS.desktop}px)`).matches;
  // The mobile search bar closes when the page scrolls back.
  useEffect(() => {
    if (direction === 'up') setSearchOpen(false);
  }, [direction]);
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setSearchOpen(false);
  }

  return (
    <header className={`header${stripHidden ? ' header--strip-hidden' : ''}`}>
      <div className={`top-strip${stripHidden ? ' top-strip--hidden' : ''}`} inert={stripHidden}>
        <div className="container top-strip__inner">
          <span>{t('header.strip')}</span>
          {site && (
            <a href={`tel:${site.contactPhone.replace(/[^+\d]/g, '')}`}>
              {t('header.call')} {site.contactPhone}
            </a>
          )}
        </div>
      </div>
      <div
        className={`container header__bar${showsBackArrow(pathname) ? ' header__bar--back' : ''}${isLogged ? ' header__bar--member' : ''}`}
      >
        {showsBackArrow(pathname) && (
          <button
            type="button"
            className="icon-button only-phone"
            aria-label={t('header.back')}
            onClick={() => navigate(-1)}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M15 5 8 12l7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        )}
        <Link to="/" className="logo" aria-label={t('header.home')}>
          <svg className="logo__mark" viewBox="0 0 64 64" width="30" height="30" aria-hidden="true">
            <rect width="64" height="64" rx="14" fill="#1f3a5f" />
            <path d={LOGO_HEXAGON} fill="none" stroke="#f0b429" strokeWidth="5" strokeLinejoin="round" />
            <path d="M25 23v18M39 23v18M25 32h14" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
          </svg>
          <span className="logo__text">Hive</span>
        </Link>
        <SearchForm id="header-search" className="not-phone" />
        <nav className="header__nav" aria-label={t('header.navigation')}>
          {/* The in-stock showcase is not one of the brands: its own entry is the current one there. */}
          <NavLink to="/brand/" end={showcase} className="not-phone">
            {t('nav.brands')}
          </NavLink>
          {/* Narrower, the in-stock and trend pages are reached from the menu, which lists them too. */}
          <NavLink to={`/brand/${IN_STOCK_BRAND_ID}`} className="not-phone from-wide-tablet">
            {t('nav.inStock')}
          </NavLink>
          <NavLink to="/trend" className="not-phone only-desktop">
            {t('nav.trend')}
          </NavLink>
          {isLogged && (
            <NavLink to="/order/" className="not-phone">
              {t('nav.orders')}
            </NavLink>
          )}
          <button
            type="button"
            className="icon-button only-phone"
            aria-label={t('search.toggle')}
            aria-expanded={searchOpen}
            aria-controls="mobile-search"
            onClick={() => setSearchOpen((open) => !open)}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          {buys && <QuotationLink />}
          {buys && <CartLink />}
          <ChatLink />
          {!isLogged && (
            <Link to={signInPath(`${pathname}${search}`)} className="button button--small not-phone">
              {t('nav.signIn')}
            </Link>
          )}
          {company && (
            // The company's initials in a badge: its whole name, which in some languages left no room for the search, is
            // the badge's tooltip and accessible name, and the menu's first line.
            <Link
              to="/my-page/company/"
              className="header__company only-desktop"
              title={memberName ? `${memberName} · ${company}` : company}
            >
              <span className="visually-hidden">
                {t('drawer.signedInAs')} {memberName ? `${memberName}, ${company}` : company}
              </span>
              <span aria-hidden="true">{initials(company)}</span>
            </Link>
          )}
          <span className="only-desktop">
            <LanguageSelect compact />
          </span>
          <button type="button" className="icon-button" aria-label={t('nav.menu')} onClick={onOpenMenu}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </nav>
      </div>
      {searchOpen && (
        <div className="container mobile-search only-phone" id="mobile-search">
          <SearchForm id="mobile-search-field" autoFocus />
        </div>
      )}
      <OfflineStatus />
    </header>
  );
}
