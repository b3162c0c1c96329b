import { useEffect, useState } from 'react';

/**
 * A photo that needs a session header, as an address an `<img>` can show: fetched with the header, kept as an object
 * URL while the component shows it. Undefined while it comes (or when it cannot).
 */
export function usePhotoUrl(url: string, headers: Record<string, string>): string | undefined {
  const [src, setSrc] = useState<string>();
  const header = JSON.stringify(headers);
  useEffect(() => {
    let href: string | undefined;
    let live = true;
    fetch(url, { headers: JSON.parse(header) as Record<string, string>, credentials: 'include' })
      .then((response) => (response.ok ? response.blob() : undefined))
      .then((blob) => {
        if (!blob || !live) return;
        href = URL.createObjectURL(blob);
        setSrc(href);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (href) URL.revokeObjectURL(href);
    };
  }, [url, header]);
  return src;
}
