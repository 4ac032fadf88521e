import { fromBase64, toBase64 } from './base64';
import { hashEquals } from './hash';
import { assertKeyName, NoteSigner, NoteVerifier } from './note-keys';
import { hasControlCharacter, hasLoneSurrogate } from './note-text';

/** The most signature lines a note may carry before it is refused (the spec asks for at least 16). */
export const MAX_NOTE_SIGNATURES = 100;
const EM_DASH = '\u2014';

/** Signs a note text (ending in a newline) and returns the note: text, blank line, signature line. */
export function signNote(body: string, signer: NoteSigner): string {
  assertNoteText(body);
  if (!body.endsWith('\n')) throw new SyntaxError('note text must end with a newline');
  assertKeyName(signer.name);
  const sig = signer.sign(new TextEncoder().encode(body));
  const line = `${EM_DASH} ${signer.name} ${toBase64(Uint8Array.of(...signer.keyId, ...sig))}\n`;
  return `${body}\n${line}`;
}

/**
 * Opens a signed note: returns its text when a signature by `verifier` (same name and key id) verifies.
 * Throws when the note is malformed, when it has no signature of that key, or when that signature fails.
 * Signatures of other keys are ignored, as the spec requires.
 */
export function openNote(note: string, verifier: NoteVerifier): string {
  assertNoteText(note);
  const split = note.lastIndexOf('\n\n');
  if (split < 0) throw new SyntaxError('note has no signature block');
  const body = note.slice(0, split + 1);
  const block = note.slice(split + 2);
  if (block === '' || !block.endsWith('\n')) throw new SyntaxError('note signatures must end with a newline');
  const lines = block.slice(0, -1).split('\n');
  if (lines.length > MAX_NOTE_SIGNATURES) throw new SyntaxError('note has too many signatures');
  const msg = new TextEncoder().encode(body);
  let verified = false;
  for (const line of lines) {
    const m = /^\u2014 (\S+) (\S+)$/u.exec(line);
    if (!m) throw new SyntaxError(`malformed signature line "${line}"`);
    const [, name, sigText] = m;
    const raw = fromBase64(sigText, 'signature');
    if (raw.length < 4) throw new SyntaxError('signature is shorter than its key id');
    if (name !== verifier.name || !hashEquals(raw.subarray(0, 4), verifier.keyId)) continue;
    if (!verifier.verify(msg, raw.subarray(4))) throw new Error(`signature by ${name} does not verify`);
    verified = true;
  }
  if (!verified) throw new Error(`note is not signed by ${verifier.name}`);
  return body;
}

function assertNoteText(text: string): void {
  if (hasLoneSurrogate(text)) throw new SyntaxError('note is not valid UTF-8');
  if (hasControlCharacter(text, true)) throw new SyntaxError('note holds a control character');
}
