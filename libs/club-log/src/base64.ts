/** Standard base64 (RFC 4648 §4) with padding. */
export function toBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}

/** Decodes canonical standard base64; throws on any other text (Buffer alone would skip bad characters). */
export function fromBase64(text: string, what: string): Uint8Array {
  if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(text)) {
    throw new SyntaxError(`${what} is not base64`);
  }
  const bytes = new Uint8Array(Buffer.from(text, 'base64'));
  if (toBase64(bytes) !== text) throw new SyntaxError(`${what} is not canonical base64`);
  return bytes;
}
