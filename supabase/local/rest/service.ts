import { json, type Service, type StackContext } from '../http/types.ts';

// Placeholder until the rest API lands.
export async function createRestService(_ctx: StackContext): Promise<Service> {
  return { handle: async () => json(501, { message: 'rest API not implemented yet' }) };
}
