import { useTranslation } from '../../i18n/react';

/** The tab title: the page first, so operators with many tabs open tell them apart. */
export function ConsoleTitle({ title }: { title: string }) {
  const { t } = useTranslation('console');
  return (
    <>
      <title>{`${title} | ${t('title')}`}</title>
      <meta name="robots" content="noindex" />
    </>
  );
}
