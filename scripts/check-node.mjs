// Fails fast, naming the fix, when this Node does not satisfy package.json's `engines` (^22.22 || >=24.15):
// the linters (dependency-cruiser) and the Nest 12 packages refuse older ones with less helpful errors.
import { ENGINES_FIX, satisfiesEngines } from './node-engines.mjs';

if (!satisfiesEngines(process.versions.node)) {
  console.error(`Node ${process.versions.node} does not satisfy engines (^22.22 || >=24.15). ${ENGINES_FIX}`);
  process.exit(1);
}
