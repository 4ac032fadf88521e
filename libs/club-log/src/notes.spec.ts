import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { checkpointBody, parseCheckpoint } from './checkpoint';
import { emptyRoot } from './hash';
import { ed25519KeyId, generateSignerKey, signerFromKey, verifierFromKey, vkeyOfSkey } from './note-keys';
import { openNote, signNote } from './signed-note';

// The published example of golang.org/x/mod/sumdb/note (a different implementation): Ed25519 is
// deterministic, so signing its text with its key must give its note byte for byte.
const PETER_SKEY = 'PRIVATE+KEY+PeterNeumann+c74f20a3+AYEKFALVFGyNhPJEMzD1QIDr+Y7hfZx09iUvxdXHKDFz';
const PETER_VKEY = 'PeterNeumann+c74f20a3+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW';
const PETER_TEXT =
  "If you think cryptography is the answer to your problem,\nthen you don't know what your problem is.\n";
const PETER_NOTE =
  PETER_TEXT +
  '\n\u2014 PeterNeumann x08go/ZJkuBS9UG/SffcvIAQxVBtiFupLLr8pAcElZInNIuGUgYN1FFYC2pZSNXgKvqfqdngotpRZb6KE6RyyBwJnAM=\n';

describe('signed-note keys (C2SP signed-note)', () => {
  it('reads the published skey/vkey pair and signs its example note byte for byte', () => {
    expect(vkeyOfSkey(PETER_SKEY)).toBe(PETER_VKEY);
    expect(signNote(PETER_TEXT, signerFromKey(PETER_SKEY))).toBe(PETER_NOTE);
    expect(openNote(PETER_NOTE, verifierFromKey(PETER_VKEY))).toBe(PETER_TEXT);
  });

  it('key id = SHA-256(name || 0x0A || 0x01 || public key)[:4], in the vkey as 8 hex digits', () => {
    const { vkey } = generateSignerKey('club-ledger.local');
    const [name, idHex, b64] = vkey.split(/\+(.*?)\+(.*)/s).filter((p) => p !== '');
    const typed = Buffer.from(b64, 'base64');
    expect(name).toBe('club-ledger.local');
    expect(typed[0]).toBe(0x01);
    expect(typed.length).toBe(33);
    const want = createHash('sha256')
      .update(Buffer.concat([Buffer.from('club-ledger.local\n'), typed]))
      .digest()
      .subarray(0, 4)
      .toString('hex');
    expect(idHex).toBe(want);
    expect(Buffer.from(ed25519KeyId(name, typed.subarray(1))).toString('hex')).toBe(want);
    expect(Buffer.from(verifierFromKey(vkey).keyId).toString('hex')).toBe(want);
  });

  it('refuses malformed or inconsistent keys', () => {
    const { skey, vkey } = generateSignerKey('a.example/log');
    const bad = [
      vkey.replace(/\+[0-9a-f]{8}\+/, '+00000000+'), // wrong key id
      vkey.slice(0, -2), // truncated key
      `b.example/log${vkey.slice(vkey.indexOf('+'))}`, // another name: id no longer matches
      vkey.replace('+A', '+B'), // type byte not 0x01
      'no-plus-signs',
      skey, // a signer key is not a verifier key
    ];
    for (const k of bad) expect(() => verifierFromKey(k)).toThrow();
    expect(() => signerFromKey(vkey)).toThrow();
    expect(() => signerFromKey(skey.replace(/\+[0-9a-f]{8}\+/, '+00000000+'))).toThrow();
    expect(() => generateSignerKey('has space')).toThrow();
    expect(() => generateSignerKey('has+plus')).toThrow();
    expect(() => generateSignerKey('')).toThrow();
  });
});

describe('signed notes', () => {
  const { skey, vkey } = generateSignerKey('club-ledger.local');
  const signer = signerFromKey(skey);
  const verifier = verifierFromKey(vkey);

  it('round-trips any well-formed text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: fc.constantFrom(...'ab c—é+/=1\u00e9') }), { minLength: 1, maxLength: 5 }),
        (lines) => {
          const body = lines.map((l) => `${l}\n`).join('');
          expect(openNote(signNote(body, signer), verifier)).toBe(body);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('rejects a signature by another key, even under the same name', () => {
    const other = generateSignerKey('club-ledger.local');
    const note = signNote('x\n', signerFromKey(other.skey));
    expect(() => openNote(note, verifier)).toThrow(/not signed/);
    // the same name and key id but another key's signature bytes: verified, and refused
    const forged = note.replace(/ \S+\n$/, (m) => {
      const raw = Buffer.from(m.trim(), 'base64');
      Buffer.from(verifier.keyId).copy(raw, 0);
      return ` ${raw.toString('base64')}\n`;
    });
    expect(() => openNote(forged, verifier)).toThrow(/does not verify/);
  });

  it('rejects a tampered body and accepts (ignores) unknown extra signatures', () => {
    const note = signNote('origin\n5\nroot\n', signer);
    expect(() => openNote(note.replace('5', '6'), verifier)).toThrow();
    const cosigned = `${note}\u2014 witness.example AAAAAAAAAAA=\n`;
    expect(openNote(cosigned, verifier)).toBe('origin\n5\nroot\n');
  });

  it('rejects malformed notes', () => {
    const note = signNote('a\nb\n', signer);
    const malformed = [
      note.replace('\n\n', '\n'), // no blank line
      note.slice(0, -1), // signature line without newline
      note.replace('\u2014', '-'), // not an em dash
      note.replace('a\n', 'a\r\n'), // control character
      note.replace('a\n', 'a\u0000\n'),
      `${note}\n`, // trailing blank line
      note.replace(/ (\S+)\n$/, ' not*base64\n'),
      note.replace(/ (\S+)\n$/, ' AAA=\n'), // shorter than a key id
      '\uD800\n\n' + note.slice(note.indexOf('\u2014')), // lone surrogate: not UTF-8
      'a\n',
    ];
    for (const m of malformed) expect(() => openNote(m, verifier)).toThrow();
    expect(() => signNote('no newline', signer)).toThrow();
  });
});

describe('checkpoints (C2SP tlog-checkpoint)', () => {
  const root = createHash('sha256').update('r').digest();

  it('formats origin, size and base64 root, one per line, and parses it back', () => {
    const c = { origin: 'club-ledger.local/clubs/42', size: 20852163, root: new Uint8Array(root) };
    const body = checkpointBody(c);
    expect(body).toBe(`club-ledger.local/clubs/42\n20852163\n${root.toString('base64')}\n`);
    expect(parseCheckpoint(body)).toEqual(c);
    const ext = { ...c, extensions: ['x y'] };
    expect(parseCheckpoint(checkpointBody(ext))).toEqual(ext);
    expect(parseCheckpoint(`o\n0\n${Buffer.from(emptyRoot()).toString('base64')}\n`).size).toBe(0);
  });

  it('refuses malformed checkpoints', () => {
    const r = root.toString('base64');
    const bad = [
      `o\n1\n${r}`, // no final newline
      `o\n1\n`,
      `\n1\n${r}\n`,
      `o\n01\n${r}\n`, // leading zero
      `o\n-1\n${r}\n`,
      `o\n1.0\n${r}\n`,
      `o\n99999999999999999999\n${r}\n`,
      `o\n1\n${r.slice(0, -4)}\n`, // 29 bytes
      `o\n1\n${r.replace('=', '')}\n`, // unpadded
      `o\n1\n${r}\n\n`, // empty extension line
    ];
    for (const b of bad) expect(() => parseCheckpoint(b)).toThrow(SyntaxError);
    expect(() => checkpointBody({ origin: 'a\nb', size: 1, root })).toThrow();
    expect(() => checkpointBody({ origin: 'o', size: -1, root })).toThrow();
  });

  it('signs and opens a checkpoint as a note', () => {
    const { skey, vkey } = generateSignerKey('club-ledger.local');
    const body = checkpointBody({ origin: 'club-ledger.local/clubs/1', size: 3, root });
    const note = signNote(body, signerFromKey(skey));
    expect(parseCheckpoint(openNote(note, verifierFromKey(vkey))).size).toBe(3);
  });
});
