import { json, type Service, type StackContext } from '../http/types.ts';

// Placeholder until the storage API lands.
export async function createStorageService(_ctx: StackContext): Promise<Service> {
  return { handle: async () => json(501, { message: 'storage API not implemented yet' }) };
}
