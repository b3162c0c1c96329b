import { useConsoleSession } from '../../../../lib/console-session';
import { usePhotoUrl } from '../../photo-url';

/** A claim's photo, fetched with the operator's session, as a link to the full picture. */
export function ClaimPhoto({ url, alt }: { url: string; alt: string }) {
  const token = useConsoleSession((s) => s.token);
  const src = usePhotoUrl(url, { 'x-operator-token': token });
  if (!src) return <span className="claim-photo claim-photo--empty" />;
  return (
    <a href={src} target="_blank" rel="noreferrer">
      <img src={src} alt={alt} className="claim-photo" />
    </a>
  );
}
