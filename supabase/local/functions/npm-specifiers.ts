import { register } from 'node:module';

/** `npm:pkg@range/sub` → `pkg/sub` (scoped packages too); null for any other specifier. */
export function npmToBare(specifier: string): string | null {
  const m = /^npm:\/?(@[^/@]+\/[^/@]+|[^/@]+)(?:@[^/]*)?(\/.*)?$/.exec(specifier);
  return m ? m[1] + (m[2] ?? '') : null;
}

let registered = false;

/**
 * Lets Node resolve Deno's `npm:` specifiers from node_modules (a module.register resolve hook). The hook
 * runs on the loader thread, so it is shipped as a data: module built from `npmToBare` itself. Applies to
 * modules Node loads (tsx); under vitest, Vite resolves function code, so fixtures there use bare specifiers.
 */
export function registerNpmSpecifiers(): void {
  if (registered) return;
  registered = true;
  const hooks = `const npmToBare = ${npmToBare.toString()};
export async function resolve(specifier, context, next) {
  return next(npmToBare(specifier) ?? specifier, context);
}`;
  register(`data:text/javascript,${encodeURIComponent(hooks)}`);
}
