import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { siteQuery } from '../../lib/reference-queries';
import { LanguageSelect } from '../language-select';

/**
 * Every item of docs/product.md §1: addresses, contacts, company and policy pages, the forms, the social pair, the city
 * certification badge (its page says what it certifies), copyright 2022. Every link leads to a page of ours or
 * another site.
 */
export function Footer() {
  const { t } = useTranslation();
  const { data: site } = useQuery(siteQuery());
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <section aria-labelledby="footer-company">
          <h2 id="footer-company" className="footer__title">
            {t('site.name')}
          </h2>
          <p>{t('footer.tagline')}</p>
          {site && (
            <dl className="footer__contacts">
              <dt>{t('footer.hq')}</dt>
              <dd>{site.hqAddress}</dd>
              <dt>{t('footer.fulfilment')}</dt>
              <dd>{site.fulfilmentAddress}</dd>
              <dt>{t('footer.phone')}</dt>
              <dd>
                <a href={`tel:${site.contactPhone.replace(/[^+\d]/g, '')}`}>{site.contactPhone}</a>
              </dd>
              <dt>{t('footer.email')}</dt>
              <dd>
                <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
              </dd>
            </dl>
          )}
        </section>
        <nav aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer__title">
            {t('footer.about')}
          </h2>
          <ul>
            <li>
              <Link to="/about/">{t('footer.aboutHive')}</Link>
            </li>
            <li>
              <Link to="/company/">{t('footer.companyInfo')}</Link>
            </li>
            <li>
              <Link to="/how-to-use/">{t('nav.howToUse')}</Link>
            </li>
            <li>
              <Link to="/hive-center/">{t('nav.hiveCenter')}</Link>
            </li>
            <li>
              <Link to="/link-hub/">{t('footer.linkHub')}</Link>
            </li>
            <li>
              <a href="https://blog.naver.com/" rel="noopener noreferrer" target="_blank">
                {t('footer.blog')}
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-partners">
          <h2 id="footer-partners" className="footer__title">
            {t('footer.partners')}
          </h2>
          <ul>
            <li>
              <Link to="/supplier-application/">{t('footer.supplierApplication')}</Link>
            </li>
            <li>
              <Link to="/request-brand/">{t('footer.requestBrand')}</Link>
            </li>
            <li>
              <Link to="/contact/">{t('footer.contact')}</Link>
            </li>
            <li>
              <Link to="/business-agency/">{t('footer.agency')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="footer__title">
            {t('footer.legal')}
          </h2>
          <ul>
            <li>
              <Link to="/terms/">{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to="/privacy/">{t('footer.privacy')}</Link>
            </li>
          </ul>
          <ul className="footer__social" aria-label={t('footer.social')}>
            <li>
              <a href="https://www.instagram.com/" rel="noopener noreferrer" target="_blank">
                Instagram
              </a>
            </li>
            <li>
              <a href="https://www.youtube.com/" rel="noopener noreferrer" target="_blank">
                YouTube
              </a>
            </li>
          </ul>
          <Link to="/certification/" className="footer__badge">
            <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
              <circle cx="20" cy="20" r="18" fill="#1f3a5f" />
              <path d="m12 21 5 5 11-12" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
            </svg>
            <span>{t('footer.certified')}</span>
          </Link>
        </nav>
      </div>
      <div className="container footer__bottom">
        <LanguageSelect />
        {site && (
          <p>
            © 2022 {site.seller.name} {t('footer.rights')}
            <br />
            {t('footer.registration', { number: site.seller.registrationNo, name: site.seller.representative })}
          </p>
        )}
      </div>
    </footer>
  );
}
