/**
 * The route table as a browser opens it (accounts §2, §6; trade-features §2, §6): old addresses, unknown
 * paths, signed-in pages, role guards and their Access Denied screens, the session spinner, token links and
 * the scroll on every route change. Over the fake gateway: the server's own refusals are tested against the
 * stack (tests/integration).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACCESS_DENIED_BID_MANAGEMENT,
  ACCESS_DENIED_BID_SUBMISSION,
  ACCESS_DENIED_SOURCING,
  UNAUTHORIZED_EDIT,
} from '@domain/messages.ts';
import { paths } from '@domain/paths.ts';
import type { RoleFacts } from '@/data/ports/session.ts';
import { DEMO_PEOPLE, type Visitor } from '@/testing/demo-roles.ts';
import { findPageHeading, renderAppAt, type AppAtOptions } from '@/testing/render-app.tsx';
import type { GatewayOverrides } from '@/testing/fake-gateway.ts';

const NO_PERMISSION = /permission/;

/** What the sourcing dashboards and the bid desks read, empty. */
const EMPTY_DESKS: GatewayOverrides = {
  sourcing: {
    listVendors: async () => [],
    overview: async () => [],
    listCategories: async () => [],
    subscribe: async () => () => undefined,
  },
};

const NO_NEWS: GatewayOverrides['news'] = {
  items: async () => ({ rows: [], total: 0 }),
  snippets: async () => ({ rows: [], total: 0 }),
};

/** The screen's way to sign in: 'Login', or on the sourcing desks 'Log in as an executive' (they are for executives). */
const LOGIN_LINK = /^(Login$|Log in as an executive)/;

async function expectAccessDenied(message: string | RegExp, withLogin: boolean) {
  const main = screen.getByRole('main');
  expect(await within(main).findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
  expect(within(main).getByRole('alert')).toHaveTextContent(message);
  expect(within(main).queryAllByRole('link', { name: LOGIN_LINK })).toHaveLength(withLogin ? 1 : 0);
}

/** Opens `path` as `who` and waits until the guard has decided (the session spinner has gone). */
async function openAs(who: Visitor, path: string, options: Omit<AppAtOptions, 'as'> = {}) {
  const app = await renderAppAt(path, { ...options, as: who });
  await waitFor(() => expect(screen.queryByRole('status', { name: 'Checking your session' })).toBeNull());
  return app;
}

describe('redirects', () => {
  it.each([
    ['/yarn-prices', paths.priceList.href()],
    ['/check-purchase-enquiry', paths.purchaseEnquiries.href()],
    ['/yarnconnect-partners', paths.partners.href()],
    ['/no-such-page', paths.home.href()],
    ['/news/1/deeper/still', paths.home.href()],
  ])('%s goes to %s', async (from, to) => {
    const app = await renderAppAt(from);
    await waitFor(() => expect(app.path()).toBe(to));
  });

  it('an unknown sourcing department goes home, a department id finds its dashboard', async () => {
    const lost = await openAs('executive', '/sourcing/silk-weaving', { gateway: EMPTY_DESKS });
    await waitFor(() => expect(lost.path()).toBe(paths.home.href()));
    lost.unmount();

    const found = await openAs('executive', '/sourcing/trims', { gateway: EMPTY_DESKS });
    expect(await findPageHeading()).toHaveTextContent('Trims & Accessories');
    expect(screen.queryByRole('heading', { name: 'Access Denied' })).toBeNull();
    expect(found.path()).toBe('/sourcing/trims');
  });

  it.each([paths.login.href(), paths.signup.href(), paths.registerProfile.href()])(
    'a signed-in member is sent home from %s',
    async (from) => {
      const app = await openAs('paid', from);
      await waitFor(() => expect(app.path()).toBe(paths.home.href()));
    },
  );

  it('a spinner shows while the session loads', async () => {
    let answer: (facts: RoleFacts) => void = () => undefined;
    const facts = new Promise<RoleFacts>((resolve) => (answer = resolve));
    await renderAppAt(paths.home.href(), { as: 'paid', gateway: { session: { getRoleFacts: () => facts } } });
    expect(screen.getByRole('status', { name: 'Checking your session' })).toBeInTheDocument();
    answer(DEMO_PEOPLE.paid.facts);
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Checking your session' })).toBeNull();
  });

  it('every route change starts at the top of the page', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const app = await openAs('visitor', paths.home.href());
    scrollTo.mockClear();
    await userEvent.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'FAQ' }));
    await waitFor(() => expect(app.path()).toBe(paths.faq.href()));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('a password-recovery event goes to /update-password', async () => {
    const app = await openAs('paid', paths.news.href(), { gateway: { news: NO_NEWS } });
    app.emit('PASSWORD_RECOVERY', DEMO_PEOPLE.paid.user);
    await waitFor(() => expect(app.path()).toBe(paths.updatePassword.href()));
  });
});

describe('route guards', () => {
  afterEach(() => vi.restoreAllMocks());

  it('visitors see the sourcing, bid submission and price management Access Denied screens with Login', async () => {
    for (const [path, message] of [
      [paths.sourcing.href('fabrics'), ACCESS_DENIED_SOURCING],
      [paths.bidSubmission.href(), ACCESS_DENIED_BID_SUBMISSION],
      [paths.priceManagement.href(), NO_PERMISSION],
    ] as const) {
      const app = await openAs('visitor', path);
      await expectAccessDenied(message, true);
      app.unmount();
    }
  });

  it.each([paths.listedSubscribers.href(), paths.admin.href(), paths.myProfile.href()])(
    'a visitor is asked to log in for %s, and the login returns there',
    async (from) => {
      const app = await openAs('visitor', from);
      await waitFor(() => expect(app.path()).toBe(paths.login.href()));
      expect(app.location().state).toEqual({ from });
    },
  );

  it('members outside a role see its Access Denied screen; Price Management links to login for everyone', async () => {
    for (const [path, message, withLogin] of [
      [paths.listedSubscribers.href(), NO_PERMISSION, false],
      [paths.bidManagement.href(), ACCESS_DENIED_BID_MANAGEMENT, false],
      [paths.sourcing.href('machinery-equipment'), ACCESS_DENIED_SOURCING, false],
      [paths.admin.href(), NO_PERMISSION, false],
      [paths.priceManagement.href(), NO_PERMISSION, true],
    ] as const) {
      const app = await openAs('free', path);
      await expectAccessDenied(message, withLogin);
      app.unmount();
    }
  });

  it('executives reach their areas and are refused bid submission', async () => {
    const desk = await openAs('executive', paths.sourcing.href('packaging-material'), { gateway: EMPTY_DESKS });
    expect(await findPageHeading()).toHaveTextContent('Packaging Material');
    expect(screen.queryByRole('heading', { name: 'Access Denied' })).toBeNull();
    desk.unmount();

    await openAs('executive', paths.bidSubmission.href());
    await expectAccessDenied(ACCESS_DENIED_BID_SUBMISSION, false);
  });

  it("editing someone else's profile says Unauthorized and goes home", async () => {
    const app = await openAs('free', paths.profileEdit.href(DEMO_PEOPLE.paid.user.id));
    await waitFor(() => expect(app.path()).toBe(paths.home.href()));
    const region = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(region).findByText(UNAUTHORIZED_EDIT.title)).toBeInTheDocument();
    expect(within(region).getByText(UNAUTHORIZED_EDIT.description)).toBeInTheDocument();
  });
});

/**
 * Who is refused each staff and member area, and what the screen says: the area's own message or the general one,
 * with a Login link where the spec gives one. The page itself never renders behind the screen.
 */
const REFUSALS: [Visitor, string, string | RegExp, boolean][] = [
  ['free', paths.listedSubscribers.href(), NO_PERMISSION, false],
  ['paid', paths.admin.href(), NO_PERMISSION, false],
  ['paid', paths.adManagement.href(), NO_PERMISSION, false],
  ['paid', paths.membershipManagement.href(), NO_PERMISSION, false],
  ['paid', paths.admin2.href(), NO_PERMISSION, false],
  // Admins other than the /admin2 administrator.
  ['admin', paths.admin2.href(), NO_PERMISSION, false],
  ['paid', paths.corporateProducts.href(), NO_PERMISSION, false],
  ['visitor', paths.bidManagement.href(), ACCESS_DENIED_BID_MANAGEMENT, true],
  ['paid', paths.bidManagement.href(), ACCESS_DENIED_BID_MANAGEMENT, false],
  ['vendor', paths.bidManagement.href(), ACCESS_DENIED_BID_MANAGEMENT, false],
  ['admin', paths.bidManagement.href(), ACCESS_DENIED_BID_MANAGEMENT, false],
  // Price Management's screen links to /login for everyone (trade-features §2).
  ['visitor', paths.priceManagement.href(), NO_PERMISSION, true],
  ['paid', paths.priceManagement.href(), NO_PERMISSION, true],
  ['limitedAdmin', paths.priceManagement.href(), NO_PERMISSION, true],
  ['visitor', paths.sourcing.href('trims-accessories'), ACCESS_DENIED_SOURCING, true],
  ['paid', paths.sourcing.href('packaging-material'), ACCESS_DENIED_SOURCING, false],
  ['visitor', paths.bidSubmission.href(), ACCESS_DENIED_BID_SUBMISSION, true],
  ['executive', paths.bidSubmission.href(), ACCESS_DENIED_BID_SUBMISSION, false],
];

describe('who is refused where', () => {
  it.each(REFUSALS)('%s at %s gets Access Denied', async (who, path, message, withLogin) => {
    await openAs(who, path);
    await expectAccessDenied(message, withLogin);
    // The screen stands in for the page: the only page heading is its own.
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Access Denied']);
    if (withLogin)
      expect(within(screen.getByRole('main')).getByRole('link', { name: LOGIN_LINK })).toHaveAttribute(
        'href',
        paths.login.href(),
      );
  });

  it('Price Management’s Login link leads a visitor to /login', async () => {
    const app = await openAs('visitor', paths.priceManagement.href());
    await userEvent.click(await within(screen.getByRole('main')).findByRole('link', { name: 'Login' }));
    await waitFor(() => expect(app.path()).toBe(paths.login.href()));
  });

  it('an unknown sourcing department sends a visitor home too', async () => {
    const app = await openAs('visitor', '/sourcing/no-such-department');
    await waitFor(() => expect(app.path()).toBe(paths.home.href()));
  });
});
