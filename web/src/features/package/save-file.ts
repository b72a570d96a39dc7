import { DOWNLOAD_FILE_NAME } from '@domain/product/package.ts';

/** Fetches the signed file URL and saves it under the package's file name; false when the file could not be fetched. */
export async function saveFileFrom(url: string): Promise<boolean> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    return false;
  }
  if (!response.ok) return false;
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = DOWNLOAD_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once click() returns; a moment later the memory can go.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return true;
}
