import { json, type Service, type StackContext } from '../http/types.ts';

// Placeholder until the functions API lands.
export async function createFunctionsService(_ctx: StackContext): Promise<Service> {
  return { handle: async () => json(501, { message: 'functions API not implemented yet' }) };
}
