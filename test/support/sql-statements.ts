import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as ts from 'typescript';

/** One SQL text found in the sources, with the constants it interpolates resolved where they are known. */
export interface SqlText {
  /** Path relative to the repository root. */
  file: string;
  line: number;
  text: string;
}

const SKIP_FILE = /\.(spec|int-spec|e2e-spec)\.ts$|\.d\.ts$/;
const SKIP_DIR = new Set(['node_modules', 'testing', 'dist']);

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return SKIP_DIR.has(name) ? [] : tsFiles(p);
    return p.endsWith('.ts') && !SKIP_FILE.test(name) ? [p] : [];
  });
}

/** The literal's text, `${expr}` kept as written. */
function literalText(node: ts.Node, sf: ts.SourceFile): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((s) => `\${${s.expression.getText(sf)}}${s.literal.text}`).join('');
  return undefined;
}

/**
 * Every string and template literal of the TypeScript sources under `dirs` (tests and testing helpers
 * left out) that mentions one of `tables` after FROM/JOIN/INTO/UPDATE; `${NAME}` of a string constant
 * declared anywhere in those sources is replaced by its text (same file first), so a statement built
 * from shared fragments (e.g. the events INSERT's column list) is judged whole.
 */
export function sqlTexts(root: string, dirs: readonly string[], tables: readonly string[]): SqlText[] {
  const literals: { file: string; line: number; text: string }[] = [];
  const consts = new Map<string, { file: string; text: string }[]>();
  for (const path of dirs.flatMap((d) => tsFiles(join(root, d)))) {
    const file = relative(root, path);
    const sf = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        const text = literalText(node.initializer, sf);
        if (text !== undefined) consts.set(node.name.text, [...(consts.get(node.name.text) ?? []), { file, text }]);
      }
      const text = literalText(node, sf);
      if (text !== undefined) {
        literals.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, text });
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  const resolve = (text: string, file: string, depth = 0): string =>
    depth > 4
      ? text
      : text.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (whole, name: string) => {
          const found = consts.get(name);
          const c = found?.find((x) => x.file === file) ?? (found?.length === 1 ? found[0] : undefined);
          return c ? resolve(c.text, c.file, depth + 1) : whole;
        });
  const touching = new RegExp(`\\b(FROM|JOIN|INTO|UPDATE)\\s+(ONLY\\s+)?(${tables.join('|')})\\b`, 'i');
  return literals
    .map((l) => ({ ...l, text: resolve(l.text, l.file) }))
    .filter((l) => /\b(SELECT|INSERT|UPDATE|DELETE)\b/i.test(l.text) && touching.test(l.text));
}

/** The tables a SQL text reads or writes (FROM, JOIN, INTO, UPDATE), among `tables`. */
export function tablesIn(text: string, tables: readonly string[]): string[] {
  const re = new RegExp(`\\b(?:FROM|JOIN|INTO|UPDATE)\\s+(?:ONLY\\s+)?(${tables.join('|')})\\b`, 'gi');
  return [...new Set([...text.matchAll(re)].map((m) => m[1].toLowerCase()))].sort();
}

/** One TypeORM repository or entity-manager call with an object-literal condition or row. */
export interface OrmCall {
  file: string;
  line: number;
  /** The call from the method name to its closing parenthesis. */
  text: string;
}

const ORM_CALL =
  /\.(find|findOne|findBy|findOneBy|findAndCount|count|countBy|exists|existsBy|update|delete|insert|upsert|save|softDelete)\(\s*(\w+Entity\s*,\s*)?\{/g;

/** Every TypeORM call of the sources under `dirs` whose condition (or row) is an object literal (tests left out). */
export function ormCalls(root: string, dirs: readonly string[]): OrmCall[] {
  return dirs
    .flatMap((d) => tsFiles(join(root, d)))
    .flatMap((path) => {
      const src = readFileSync(path, 'utf8');
      return [...src.matchAll(ORM_CALL)].map((m) => {
        const start = m.index + 1;
        let depth = 0;
        let end = src.indexOf('(', start);
        for (; end < src.length; end++) {
          if (src[end] === '(') depth++;
          else if (src[end] === ')' && --depth === 0) break;
        }
        const line = src.slice(0, m.index).split('\n').length;
        return { file: relative(root, path), line, text: src.slice(start, end + 1) };
      });
    });
}
