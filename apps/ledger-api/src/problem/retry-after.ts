/** A `Retry-After` header value (whole seconds, at least 1) for a wait of `ms` milliseconds. */
export function retryAfterSeconds(ms: number): string {
  return String(Math.max(1, Math.ceil(ms / 1000)));
}
