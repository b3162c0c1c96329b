import { IN_STOCK_BRAND_ID, newestBrands, TOP_BRANDS_CATEGORY_ID } from '@hive/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { QuotationCount } from '../../features/basket/components/quotation-link';
import { ChatLink } from '../../features/chat/components/chat-launcher';
import { useTranslation } from '../../i18n/react';
import { withQuery } from '../../lib/api-client';
import { brandsQuery, topBrandsQuery } from '../../lib/reference-queries';
import { useMemberMay, useSession } from '../../lib/session-store';
import { LanguageSelect } from '../language-select';
import { useCompanyName } from './use-company-name';

/**
 * The menu (docs/product.md §2): a signed-in buyer's login id, quotation, orders, settings and sign-out, or the guest's
 * sign-in prompt; then top brands of category 2 and the fifteen newest brands.
 */
export function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useSession((s) => s.language);
  const login = useSession((s) => s.login);
  const { data: groups } = useQuery(topBrandsQuery(language));
  const { data: brands } = useQuery(brandsQuery(language));
  const company = useCompanyName();
  const member = useSession((s) => s.member);
  // What a viewer cannot do is not offered: no cart, no basket, no quick order.
  const buys = useMemberMay('buy');
  const dialog = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
    // Opening the menu locks page scrolling and pull-to-refresh.
    document.documentElement.classList.toggle('scroll-locked', open);
  }, [open]);

  const topBrands = groups?.find((group) => group.category.id === TOP_BRANDS_CATEGORY_ID)?.topBrands ?? [];
  const handleClick = (event: React.MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) onClose();
  };
  // Signing out is rare: its code loads with the click, not with the first page.
  const handleSignOut = async () => {
    const { signOut } = await import('../../features/auth/api/sign-out');
    // Home first, at once: a page that needs a session, still shown when it ends, would send the reader to sign in.
    onClose();
    navigate('/', { flushSync: true });
    await signOut();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: closes after a link was followed; links handle their own keys
    <dialog
      ref={dialog}
      className="drawer"
      aria-labelledby="drawer-title"
      onClose={onClose}
      onCancel={onClose}
      onClick={handleClick}
    >
      <div className="drawer__head">
        <h2 id="drawer-title">{t('drawer.title')}</h2>
        <button type="button" className="icon-button" aria-label={t('common.close')} onClick={onClose}>
          ×
        </button>
      </div>
      {/* On a phone the menu is where the language is changed: at the top, not under the brand lists. */}
      <LanguageSelect />
      {login.isLogged ? (
        <div className="drawer__account">
          <p className="drawer__user">
            <span className="visually-hidden">{t('drawer.signedInAs')} </span>
            {company && <strong className="drawer__company">{company}</strong>}
            {member && <span className="drawer__member">{`${member.name} · ${t(`drawer.roles.${member.role}`)}`}</span>}
            <span className="drawer__login">{login.loginId}</span>
          </p>
          <nav aria-label={t('drawer.account')} className="drawer__links">
            {buys && (
              <Link to="/quotation/">
                {t('drawer.quotation')}
                <QuotationCount />
              </Link>
            )}
            <Link to="/my-page/quotations/">{t('drawer.myQuotations')}</Link>
            <Link to="/order/">{t('drawer.orders')}</Link>
            <Link to="/my-page/company/">{t('drawer.company')}</Link>
            <Link to="/my-page/general-settings/">{t('drawer.generalSettings')}</Link>
            <Link to="/my-page/address-settings/">{t('drawer.addressSettings')}</Link>
          </nav>
          <button type="button" className="button button--secondary button--block" onClick={() => void handleSignOut()}>
            {t('drawer.signOut')}
          </button>
        </div>
      ) : (
        <div className="drawer__guest">
          <p>{t('drawer.signInHint')}</p>
          <Link to="/sign-in/" className="button button--block">
            {t('nav.signIn')}
          </Link>
        </div>
      )}
      <nav aria-label={t('drawer.title')} className="drawer__links">
        <Link to="/brand/">{t('nav.brands')}</Link>
        <Link to={`/brand/${IN_STOCK_BRAND_ID}`}>{t('nav.inStock')}</Link>
        {buys && <Link to="/cart">{t('nav.cart')}</Link>}
        {buys && <Link to="/quick-order/">{t('nav.quickOrder')}</Link>}
        <ChatLink className="drawer__chat" text onOpen={onClose} />
        <Link to="/trend">{t('nav.trend')}</Link>
        <Link to="/hive-center/">{t('nav.hiveCenter')}</Link>
        <Link to="/how-to-use/">{t('nav.howToUse')}</Link>
        <Link to={withQuery('/report-issue/', { page: `${location.pathname}${location.search}` })}>
          {t('drawer.reportIssue')}
        </Link>
      </nav>
      <section className="drawer__section" aria-labelledby="drawer-top">
        <h3 id="drawer-top">{t('drawer.topBrands')}</h3>
        <ul className="chip-list">
          {topBrands.map((brand) => (
            <li key={brand.id}>
              <Link to={`/brand/${brand.id}/`}>{brand.name}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="drawer__section" aria-labelledby="drawer-new">
        <h3 id="drawer-new">{t('drawer.newBrands')}</h3>
        <ul className="chip-list">
          {newestBrands(brands ?? []).map((brand) => (
            <li key={brand.id}>
              <Link to={`/brand/${brand.id}/`}>{brand.name}</Link>
            </li>
          ))}
        </ul>
      </section>
    </dialog>
  );
}
