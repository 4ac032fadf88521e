/** A request target's path without its query string, as sent (not decoded): `/v1/x?a=1` → `/v1/x`. */
export function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}
