import { capabilitiesOf, type Capability } from '@domain/capabilities.ts';
import { navContextOf } from './nav-context.ts';
import { useSession } from './use-session.ts';

/**
 * Asks the capability table (@domain/capabilities.ts) whether the signed-in user (or visitor) may do something:
 * pages offer an action only to those the server lets do it.
 */
export function useCan(): (capability: Capability) => boolean {
  const capabilities = capabilitiesOf(navContextOf(useSession()));
  return (capability) => capabilities.has(capability);
}
