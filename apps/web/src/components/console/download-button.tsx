import { useState } from 'react';
import { consoleDownload } from '../../lib/console-client';
import { failureText } from '../../lib/query-client';
import { toast } from '../../lib/toast-client';

/**
 * A button that downloads one of the console's files (an offer's or a trade document's PDF, an order file) with the operator's
 * session; it waits while the file comes, and says so when it cannot come.
 */
export function DownloadButton({
  url,
  filename,
  label,
  failed,
  children,
}: {
  url: string;
  /** The name to save it under; the server's when none is given. */
  filename?: string;
  /** What the button downloads, for those who hear it: "Download the PDF of version 2". */
  label: string;
  /** Said when the download fails. */
  failed: string;
  children: string;
}) {
  const [busy, setBusy] = useState(false);
  const handleDownload = async () => {
    setBusy(true);
    try {
      await consoleDownload(url, filename);
    } catch (error) {
      toast.error(failureText(failed, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="console-button"
      disabled={busy}
      aria-label={label}
      onClick={() => void handleDownload()}
    >
      {children}
    </button>
  );
}
