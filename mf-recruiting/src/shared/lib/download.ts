import { apiRequest, saveFile } from '@fiji/platform';

/** The file name of a `Content-Disposition: attachment; filename="x.csv"` header. */
export function attachmentName(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1] ?? null;
}

/**
 * Downloads a file answered by the API (CSV exports) with the session cookie and saves it under the
 * server's name. Errors keep the api client's "<status>: <body>" form for the caller's toast.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<string> {
  const res = await apiRequest('GET', url);
  const blob = await res.blob();
  const name = attachmentName(res.headers.get('content-disposition')) ?? fallbackName;
  saveFile(blob, name);
  return name;
}
