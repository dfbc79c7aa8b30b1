import { json, type Service, type StackContext } from '../http/types.ts';

// Placeholder until the auth API lands.
export async function createAuthService(_ctx: StackContext): Promise<Service> {
  return { handle: async () => json(501, { message: 'auth API not implemented yet' }) };
}
