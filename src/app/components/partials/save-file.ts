/**
 * Hands a fetched file to the browser's download under a name: through an
 * object URL and a link with `download`, clicked once. The URL is revoked
 * once the click has handed the file over.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
