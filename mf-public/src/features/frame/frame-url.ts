// /myiframe/{routerPath}: only web addresses (http/https) are framed; anything else (javascript:,
// data:, relative tricks) is refused.
export function frameUrl(routerPath: string | undefined): string | null {
  if (!routerPath) return null;
  try {
    const url = new URL(decodeURIComponent(routerPath));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
