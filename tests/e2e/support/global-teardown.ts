import { dropE2eBackend } from './e2e-env.ts';

export default async function globalTeardown(): Promise<void> {
  await dropE2eBackend();
}
