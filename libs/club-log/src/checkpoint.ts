import { fromBase64, toBase64 } from './base64';
import { Hash } from './hash';

/** A C2SP tlog-checkpoint: the log's origin, tree size and root hash (and opaque extension lines). */
export interface Checkpoint {
  origin: string;
  size: number;
  root: Hash;
  extensions?: string[];
}

/** The checkpoint's note text: `<origin>\n<size>\n<base64 root>\n` then one line per extension. */
export function checkpointBody(c: Checkpoint): string {
  if (c.origin === '' || /[\n\r]/.test(c.origin)) throw new RangeError('checkpoint origin must be one non-empty line');
  if (!Number.isSafeInteger(c.size) || c.size < 0) throw new RangeError(`checkpoint size ${c.size} is not valid`);
  if (c.root.length !== 32) throw new RangeError('checkpoint root must be 32 bytes');
  const ext = c.extensions ?? [];
  if (ext.some((e) => e === '' || /[\n\r]/.test(e))) throw new RangeError('extension lines must be non-empty lines');
  return [c.origin, String(c.size), toBase64(c.root), ...ext].map((l) => `${l}\n`).join('');
}

/** Parses a checkpoint note text (the body of a verified note); throws a SyntaxError when malformed. */
export function parseCheckpoint(body: string): Checkpoint {
  if (!body.endsWith('\n')) throw new SyntaxError('checkpoint must end with a newline');
  const lines = body.slice(0, -1).split('\n');
  if (lines.length < 3) throw new SyntaxError('checkpoint needs origin, size and root lines');
  const [origin, sizeText, rootText, ...extensions] = lines;
  if (origin === '') throw new SyntaxError('checkpoint origin is empty');
  if (!/^(0|[1-9][0-9]*)$/.test(sizeText)) throw new SyntaxError(`checkpoint size "${sizeText}" is not a decimal`);
  const size = Number(sizeText);
  if (!Number.isSafeInteger(size)) throw new SyntaxError(`checkpoint size ${sizeText} is too large`);
  const root = fromBase64(rootText, 'checkpoint root');
  if (root.length !== 32) throw new SyntaxError('checkpoint root is not 32 bytes');
  if (extensions.some((e) => e === '')) throw new SyntaxError('checkpoint extension lines must be non-empty');
  return extensions.length > 0 ? { origin, size, root, extensions } : { origin, size, root };
}
