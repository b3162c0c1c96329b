import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFailedLoads, useOnline } from '../hooks/use-online';
import { useTranslation } from '../i18n/react';
import { refetchFailedLoads } from '../lib/network';
import './offline-status.css';

/**
 * The shells' connection notice (storefront and console): offline, or loads failing for want of an answer on a weak
 * network the browser thinks online, it says so in the reader's language, the latter with Retry for the failed loads; when the connection returns, those loads are asked
 * again and the page fills without a reload. A status region, read out as it appears; nothing while all is well (the
 * pages' own status lines stay the only ones).
 */
export function OfflineStatus({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const online = useOnline();
  const failed = useFailedLoads();

  useEffect(
    () =>
      onlineManager.subscribe((isOnline) => {
        if (isOnline) void refetchFailedLoads(client);
      }),
    [client],
  );

  const text = !online ? t('offline.banner') : failed ? t('offline.unreachable') : '';
  if (!text) return null;
  return (
    <div className={`offline-status ${className}`.trim()}>
      <p role="status" className="offline-status__text">
        {text}
      </p>
      {/* Offline, there is nothing to try: the failed loads are asked again as soon as the connection returns. */}
      {online && failed && (
        <button type="button" className="offline-status__retry" onClick={() => void refetchFailedLoads(client)}>
          {t('offline.retry')}
        </button>
      )}
    </div>
  );
}
