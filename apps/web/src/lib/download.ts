import { ApiError, failure } from './api-client';

/**
 * Downloads a file that needs a session header (an offer's PDF): fetched with the header, then saved through a
 * temporary link, since a plain link could not send it. Without a `filename`, it is saved under the name the server
 * gave it (`Content-Disposition`: an order file's name carries the marketplace's date).
 */
export async function downloadFile(
  url: string,
  filename: string | undefined,
  headers: Record<string, string>,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { headers, credentials: 'include' });
  } catch {
    throw new ApiError(0, 'NETWORK', 'errors.network', false);
  }
  if (!response.ok) throw await failure(response);
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download =
    filename ?? /filename="([^"/\\]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'download';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
