import { useTranslation } from '../i18n/react';

type Props = { title: string; description?: string; keywords?: string; image?: string };

// The server writes each page's title and meta tags into the HTML for crawlers (marked `data-seo`, see
// apps/api/src/features/seo). The client writes its own from the first page this module renders: drop the server's
// copies once, before that, so the head never holds two sets (React would keep a title it did not write).
if (typeof document !== 'undefined') for (const tag of document.head.querySelectorAll('[data-seo]')) tag.remove();

/** Title and meta tags of a page; React hoists them into the document head. */
export function PageMeta({ title, description, keywords, image = '/og-image.png' }: Props) {
  const { t } = useTranslation();
  // The server's first render leaves the head to the tags it writes itself.
  if (import.meta.env.SSR) return null;
  const site = t('site.name');
  const fullTitle = title === site ? site : `${title} | ${site}`;
  const text = description ?? t('site.description');
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <meta name="keywords" content={keywords ?? t('site.keywords')} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:image" content={image} />
      <meta property="og:site_name" content={site} />
      <meta property="og:locale" content="en_US" />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
