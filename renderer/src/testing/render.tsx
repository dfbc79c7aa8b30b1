/**
 * Renders a component as the app would host it, with a fake gateway: the data cache over that gateway, a
 * router at `route`, and the session a test describes (signed out unless told otherwise).
 */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { makeStore } from '@/app/store.ts';
import { GatewayProvider } from '@/data/gateway-context.tsx';
import type { DataGateway } from '@/data/gateway.ts';
import type { RoleFacts } from '@/data/ports/session.ts';
import { SessionContext, type Session } from '@/session/session-context.ts';
import { fakeGateway, VISITOR_FACTS } from './fake-gateway.ts';

export interface AppRenderOptions {
  gateway?: DataGateway;
  session?: Session;
  route?: string;
}

export const signedOutSession = (): Session => ({
  status: 'signed-out',
  userId: null,
  email: null,
  memberName: null,
  role: 'Free Member',
  facts: { ...VISITOR_FACTS, createdAt: null },
  refresh: () => undefined,
  signOut: async () => undefined,
});

/** A signed-in member; `facts` overrides what my_role() would say (role, credits …). */
export function signedInSession(userId: string, facts: Partial<RoleFacts> = {}): Session {
  const role = facts.role ?? 'Free Member';
  return {
    ...signedOutSession(),
    status: 'signed-in',
    userId,
    email: `${userId}@example.test`,
    memberName: facts.memberName ?? 'Test Member',
    role,
    facts: { ...VISITOR_FACTS, isAuthenticated: true, userId, hasProfile: true, ...facts, role, createdAt: null },
  };
}

export function renderInApp(ui: ReactNode, options: AppRenderOptions = {}): RenderResult & { gateway: DataGateway } {
  const gateway = options.gateway ?? fakeGateway();
  const result = render(
    <GatewayProvider gateway={gateway}>
      <Provider store={makeStore(gateway)}>
        <SessionContext value={options.session ?? signedOutSession()}>
          <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
        </SessionContext>
      </Provider>
    </GatewayProvider>,
  );
  return { ...result, gateway };
}
