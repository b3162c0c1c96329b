import { Link } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { useSeller } from '../../../hooks/use-seller';
import { useTranslation } from '../../../i18n/react';

/** A section of text, its list, and where it leads (the orders where the documents it promises are). */
type Section = { title: string; body: string; items?: string[]; link?: string; linkText?: string };

/** An information page whose text lives in the translations under `page`: a title, a lead and sections. */
export function InfoPage({ page }: { page: string }) {
  const { t } = useTranslation();
  const seller = useSeller()?.name ?? '';
  const sections = t(`${page}.sections`, { returnObjects: true, seller }) as Section[];
  return (
    <main id="main" className="container page info-page">
      <PageMeta title={t(`${page}.title`)} description={t(`${page}.lead`)} />
      <h1>{t(`${page}.title`)}</h1>
      <p className="info-page__lead">{t(`${page}.lead`)}</p>
      {Array.isArray(sections) &&
        sections.map((section, index) => (
          <section key={section.title} className="info-section">
            <h2>
              {page === 'howToUse' && <span className="step">{index + 1}</span>}
              {section.title}
            </h2>
            <p>{section.body}</p>
            {section.items && (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
            {section.link && (
              <p>
                <Link to={section.link}>{section.linkText}</Link>
              </p>
            )}
          </section>
        ))}
      <aside className="info-cta" aria-labelledby="info-cta-title">
        <h2 id="info-cta-title">{t('info.ctaTitle')}</h2>
        <p>{t('info.ctaLead')}</p>
        <div className="info-cta__actions">
          <Link to="/sign-up/" className="button">
            {t('info.signUp')}
          </Link>
          <Link to="/brand/" className="button button--secondary">
            {t('home.browse')}
          </Link>
          <Link to="/contact/" className="button button--ghost">
            {t('footer.contact')}
          </Link>
        </div>
      </aside>
    </main>
  );
}
