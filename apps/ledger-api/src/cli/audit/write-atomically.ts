import { renameSync, writeFileSync } from 'node:fs';

/** Writes a file through a temporary one and a rename, so a crash leaves the old or the new, never half. */
export function writeFileAtomically(file: string, content: string | Uint8Array): void {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, content);
  renameSync(tmp, file);
}
