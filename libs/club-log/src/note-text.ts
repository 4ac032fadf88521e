/** True when text holds an ASCII control character (below U+0020), newline excepted when allowed. */
export function hasControlCharacter(text: string, allowNewline: boolean): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 && !(allowNewline && c === 0x0a)) return true;
  }
  return false;
}

/** True when text has a lone UTF-16 surrogate, i.e. cannot be encoded as UTF-8. */
export function hasLoneSurrogate(text: string): boolean {
  return /\p{Cs}/u.test(text);
}
