/**
 * The function's environment. Read through globalThis so the same module type-checks in Deno and in
 * Node (tests), where the local runtime installs a `Deno.env` shim.
 */
type EnvReader = { env: { get(name: string): string | undefined } };

export function env(name: string): string | undefined {
  return (globalThis as unknown as { Deno: EnvReader }).Deno.env.get(name) || undefined;
}

export function requireEnv(name: string): string {
  const value = env(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}
