// @ts-check
/**
 * Local ESLint rules that keep the layers apart (see ARCHITECTURE.md, "Rules of the house"):
 * - `renderer-layers`: inside renderer/src the flow is one-way, shared → features → app, and a feature
 *   never imports another feature. Shared folders (ui, lib, data, session, hooks, config, platform)
 *   import neither features nor app; a feature imports shared code, the domain and itself. testing/
 *   (the fake gateway and render helpers) composes the app for tests: it imports anything, and only test
 *   files import it.
 * - `kebab-case-files`: file names are kebab-case (dots separate suffixes such as `.test.ts`).
 * Imports are resolved the way Vite and tsconfig resolve them (`@/` is renderer/src), so a relative path
 * that climbs into another feature is caught as well as an alias.
 */
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const rendererSrc = path.join(root, 'renderer/src');

/** The layer of a file inside renderer/src: 'app', 'entry', 'testing', 'shared' or 'feature:<name>'; null outside it. */
function layerOf(file) {
  const relative = path.relative(rendererSrc, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, second] = relative.split(path.sep);
  if (top === 'app') return 'app';
  if (top === 'testing') return 'testing';
  if (top === 'features') return second ? `feature:${second}` : 'shared';
  if (top === 'main.tsx') return 'entry';
  return 'shared';
}

/** Where an import specifier points, or null for packages and the domain. */
function resolveImport(specifier, fromFile) {
  if (specifier.startsWith('@/')) return path.join(rendererSrc, specifier.slice(2));
  if (specifier.startsWith('./') || specifier.startsWith('../')) return path.resolve(path.dirname(fromFile), specifier);
  return null;
}

const isTestFile = (file) => /\.test\.tsx?$/.test(file);

/** Why `from` may not import `to` (both layers), or null when it may. */
function refusal(from, to, file) {
  if (to === 'testing') return from === 'testing' || isTestFile(file) ? null : 'only tests import testing/';
  if (from === 'app' || from === 'entry' || from === 'testing') return null;
  if (to === 'app' || to === 'entry') return 'only the app layer imports app/ (the flow is shared → features → app)';
  if (from === 'shared' && to.startsWith('feature:'))
    return 'shared code (ui, lib, data, session …) never imports a feature';
  if (from.startsWith('feature:') && to.startsWith('feature:') && from !== to) {
    return `features do not import each other (${from.slice(8)} → ${to.slice(8)}); move what both need to shared code`;
  }
  return null;
}

const rendererLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'renderer/src imports flow shared → features → app; features stay independent' },
    messages: { layer: "'{{specifier}}': {{why}}." },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    if (!from) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const target = resolveImport(specifier, file);
      const to = target && layerOf(target);
      const why = to && refusal(from, to, file);
      if (why) context.report({ node: node.source, messageId: 'layer', data: { specifier, why } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;

const kebabCaseFiles = {
  meta: {
    type: 'suggestion',
    docs: { description: 'file names are kebab-case' },
    messages: { name: "File name '{{name}}' is not kebab-case (e.g. 'price-grid.tsx', 'price-grid.test.ts')." },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        const name = path.basename(context.filename);
        if (!KEBAB.test(name)) context.report({ node, messageId: 'name', data: { name } });
      },
    };
  },
};

export default {
  meta: { name: 'loomconnect-boundaries' },
  rules: { 'renderer-layers': rendererLayers, 'kebab-case-files': kebabCaseFiles },
};
