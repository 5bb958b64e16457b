// What every download the portal makes itself (with the session's token, so not a plain link)
// needs: the server's file name out of Content-Disposition, and the blob handed to the browser as a
// download. Functions only: nothing here touches the document until it is called.

/** The file name of a Content-Disposition header: filename* (UTF-8) first, then the plain one. */
export function fileNameFromDisposition(disposition: string | undefined | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // a malformed escape: the plain name below
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(disposition);
  return (plain?.[1] ?? plain?.[2]?.trim()) || fallback;
}

/** Saves a blob under a name, as a download of the browser. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked later: the browser may still be reading the blob when click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
