/** An application/problem+json answer of the API (api.md "Errors"). */
export interface Problem {
  status: number;
  title?: string;
  detail?: string;
  code?: string;
  law?: string;
  errors?: string[];
}

/** The problem in words for a person at the table: what was refused, why, and the law the API cited. */
export function problemInWords(p: Problem): string {
  const what = p.detail || p.title || `The server answered ${p.status}`;
  const errors = p.errors?.length ? ` (${p.errors.join('; ')})` : '';
  const law = p.law ? ` — ${lawInWords(p.law)}` : '';
  const code = p.code ? ` [${p.code}]` : '';
  return `${what}${errors}${law}${code}`;
}

const CODES: Record<string, string> = {
  'whist-1900': 'Laws of Short Whist (1900)',
  'bridge-1904': 'Laws of Bridge (1904)',
  'hearts-foster': "Foster's Hearts",
  'solo-hoffmann': "Hoffmann's Solo Whist",
};

/** A citation such as `whist-1900:64` as words: "Laws of Short Whist (1900), law 64". */
export function lawInWords(citation: string): string {
  const [code, law] = citation.split(':');
  const book = CODES[code] ?? code;
  if (!law) return book;
  return /^p\d+$/.test(law) ? `${book}, page ${law.slice(1)}` : `${book}, law ${law}`;
}
