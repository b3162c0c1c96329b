import { Link } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { useSeller } from '../../../hooks/use-seller';
import { useTranslation } from '../../../i18n/react';

/** A section's texts: paragraphs, a list, and the words of its link (the link's address is the page's `links`). */
type Section = {
  title: string;
  body?: string | string[];
  items?: string[];
  linkText?: string;
};

/**
 * A page of text kept in a namespace of its own, loaded with the page (the policies, the company's pages): its title,
 * lead, the date it last changed, and its sections, each with an anchor so that another page can point at one.
 */
export function TextPage({
  namespace,
  page,
  links = {},
}: {
  namespace: string;
  page: string;
  /** Where sections lead, by their place on the page: a page of ours (`/…`) or another site. Addresses are no text. */
  links?: Readonly<Record<number, string>>;
}) {
  const { t } = useTranslation(namespace);
  // The company is the seller of the settings, wherever a text names it or its numbers.
  const { name = '', registrationNo = '', customsCode = '', representative = '' } = useSeller() ?? {};
  const values = { seller: name, registrationNo, customsCode, representative };
  const sections = t(`${page}.sections`, { returnObjects: true, ...values }) as Section[];
  const updated = t(`${page}.updated`, { defaultValue: '' });
  const lead = t(`${page}.lead`, values);
  return (
    <main id="main" className="container page info-page text-page">
      <PageMeta title={t(`${page}.title`)} description={lead} />
      <h1>{t(`${page}.title`)}</h1>
      <p className="info-page__lead">{lead}</p>
      {updated && <p className="text-page__updated">{updated}</p>}
      {Array.isArray(sections) &&
        sections.map((section, index) => (
          <section key={section.title} id={`${page}-${index + 1}`} className="info-section">
            <h2>{section.title}</h2>
            {[section.body ?? []].flat().map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.items && (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
            {links[index]?.startsWith('/') && (
              <p>
                <Link to={links[index]}>{section.linkText}</Link>
              </p>
            )}
            {links[index] && !links[index].startsWith('/') && (
              <p>
                <a href={links[index]} rel="noopener noreferrer" target="_blank">
                  {section.linkText}
                </a>
              </p>
            )}
          </section>
        ))}
    </main>
  );
}
