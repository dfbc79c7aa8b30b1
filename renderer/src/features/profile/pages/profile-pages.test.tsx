/**
 * The profile pages' own rules (accounts §2, §8; issue 15 item 3), over the fake gateway: /register-profile without
 * the signup hand-over and its form's field and clearing rules, the edit page's length limits and Cancel, and what
 * a member sees of a profile the server did not give them. Creating, saving, deleting and the referral code against
 * the stack are browser tests (tests/e2e/web/profile.spec.ts, profile-register.spec.ts, account-journey.spec.ts).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  COMPLETE_YOUR_PROFILE,
  INDIA_MOBILE_FORMAT,
  LOADING_DISTRICTS,
  MOBILE_REQUIRED_FOR_INDIA,
  OTHER_MOBILE_FORMAT,
  PROFILE_LOAD_FAILED_PAGE,
  REQUIRED,
  SIGNUP_INCOMPLETE,
} from '@domain/messages.ts';
import { paths } from '@domain/paths.ts';
import type { MemberProfile } from '@/data/ports/profiles.ts';
import { VISITOR_FACTS } from '@domain/visitor-facts.ts';
import { DEMO_PEOPLE, type DemoPerson } from '@/testing/demo-roles.ts';
import type { GatewayOverrides } from '@/testing/fake-gateway.ts';
import { findToasts, renderAppAt } from '@/testing/render-app.tsx';

const form = () => document.querySelector('form.profile-form') as HTMLElement;
const label = (text: string) => within(form()).getByLabelText(text, { exact: false });
const select = (name: string) => within(form()).getByRole('combobox', { name: new RegExp(`^${name}\\s*\\*?$`) });

/** Just verified by /signup: signed in, no profile row yet. */
const NEW_MEMBER: DemoPerson = {
  user: { id: 'new-member', email: 'new.member@example.com', createdAt: '2026-11-27T10:00:00Z', metadata: {} },
  facts: { ...VISITOR_FACTS, isAuthenticated: true, userId: 'new-member', hasProfile: false },
};

const FARHAN: MemberProfile = {
  id: DEMO_PEOPLE.free.user.id,
  memberName: 'Farhan Free',
  businessName: 'Farhan Traders',
  email: 'free@loomconnect.test',
  mobileNumber: '9800000008',
  countryCode: '+91',
  state: 'Maharashtra',
  district: 'Thane',
  city: 'Bhiwandi',
  pinZipCode: '421302',
  country: 'India',
  gstNumber: null,
  businessType: ['Trader'],
  myYarns: [],
  membershipType: 'Free Member',
  createdAt: '2026-11-24T10:00:00Z',
  messagingCredits: 25,
  referralCode: 'FARHA00008AA',
  referralCreditsEarned: 0,
  isVerifiedMember: false,
  isCorporateMember: false,
  listInDirectory: true,
  monthlyCreditsUntil: null,
};

/** The profile reads of a member's own pages: Farhan's row, nothing else, no posts or bids. */
const OWN_PROFILE: GatewayOverrides['profiles'] = {
  get: async (userId) => (userId === FARHAN.id ? { access: 'full', profile: FARHAN } : null),
  myEnquiries: async () => [],
  myOffers: async () => [],
  myBids: async () => [],
  lookupDistricts: async () => null,
  mobileNumberInUse: async () => false,
};

/** Types past a field's maxlength, as a script or an old browser could. */
async function forceValue(field: HTMLElement, length: number) {
  field.removeAttribute('maxlength');
  await userEvent.clear(field);
  await userEvent.type(field, 'x'.repeat(length));
}

describe('/register-profile', () => {
  it('without the signup hand-over it says Signup Incomplete and goes to /signup', async () => {
    const app = await renderAppAt(paths.registerProfile.href());
    expect(await (await findToasts()).findByText(SIGNUP_INCOMPLETE)).toBeInTheDocument();
    await waitFor(() => expect(app.path()).toBe(paths.signup.href()));
  });

  it('shows the field rules and applies the clearing rules', async () => {
    const handOver = { userId: NEW_MEMBER.user.id, email: NEW_MEMBER.user.email, emailVerified: true };
    await renderAppAt(paths.registerProfile.href(), {
      as: NEW_MEMBER,
      state: handOver,
      gateway: { profiles: OWN_PROFILE },
    });
    expect(await screen.findByRole('heading', { name: 'Complete Your Profile' })).toBeInTheDocument();
    const email = within(form()).getByRole('textbox', { name: /^Email/ });
    expect(email).toHaveValue('new.member@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(select('Country')).toHaveValue('India');
    expect(label('Mobile Number')).toHaveAttribute('maxlength', '10');
    expect(select('District')).toBeDisabled();

    const submit = within(form()).getByRole('button', { name: 'Create Profile' });
    await userEvent.click(submit);
    expect(await within(form()).findByText(REQUIRED.memberName)).toBeInTheDocument();
    expect(label('Member Name')).toHaveAccessibleDescription(REQUIRED.memberName);
    expect(label('Business Name')).toHaveAccessibleDescription(REQUIRED.businessName);
    expect(label('Mobile Number')).toHaveAccessibleDescription(MOBILE_REQUIRED_FOR_INDIA);

    await userEvent.type(label('Mobile Number'), '5123456789');
    await userEvent.click(submit);
    await waitFor(() => expect(label('Mobile Number')).toHaveAccessibleDescription(INDIA_MOBILE_FORMAT));
    await userEvent.selectOptions(label('Country Code'), 'US');
    await userEvent.clear(label('Mobile Number'));
    await userEvent.type(label('Mobile Number'), '123');
    await userEvent.click(submit);
    await waitFor(() => expect(label('Mobile Number')).toHaveAccessibleDescription(OTHER_MOBILE_FORMAT));
    expect(label('Mobile Number')).toHaveAttribute('maxlength', '15');

    // State → district list (bundled), and a state change clears the district.
    await userEvent.selectOptions(select('State'), 'Gujarat');
    expect(select('District')).toBeEnabled();
    expect(within(select('District')).queryByText(LOADING_DISTRICTS)).toBeNull();
    await userEvent.selectOptions(select('District'), 'Surat');
    expect(select('District')).toHaveValue('Surat');
    await userEvent.selectOptions(select('State'), 'Maharashtra');
    expect(select('District')).toHaveValue('');
    await userEvent.selectOptions(select('District'), 'Pune');
    // Leaving India clears state and district; coming back clears the city.
    await userEvent.selectOptions(select('Country'), 'United States');
    expect(within(form()).queryByRole('combobox', { name: /^State\s*\*?$/ })).toBeNull();
    await userEvent.type(label('City / Region'), 'Austin');
    await userEvent.selectOptions(select('Country'), 'India');
    expect(select('State')).toHaveValue('');
    expect(select('District')).toHaveValue('');
    await userEvent.selectOptions(select('Country'), 'United States');
    expect(label('City / Region')).toHaveValue('');
  });
});

describe('the own profile', () => {
  it('without a profile row the own profile sends the member to complete it; the edit page asks to complete it', async () => {
    const gateway = { profiles: { ...OWN_PROFILE, get: async () => null } };
    const app = await renderAppAt(paths.myProfile.href(), { as: NEW_MEMBER, gateway });
    // Onboarding that recovers (@domain/onboarding.ts): wherever a member without a profile lands.
    await waitFor(() => expect(app.path()).toBe(paths.registerProfile.href()));
    expect(await (await findToasts()).findByText(COMPLETE_YOUR_PROFILE)).toBeInTheDocument();
    app.unmount();

    await renderAppAt(paths.profileEdit.href(NEW_MEMBER.user.id), { as: NEW_MEMBER, gateway });
    expect(await screen.findByRole('heading', { name: 'Edit Your Profile' })).toBeInTheDocument();
    expect(document.querySelector('.alert-banner')).toHaveTextContent(COMPLETE_YOUR_PROFILE);
    expect(within(form()).getByRole('textbox', { name: /^Email/ })).toHaveValue('new.member@example.com');
  });

  it('the edit form limits member and business names as the server does, in words', async () => {
    const app = await renderAppAt(paths.profileEdit.href('me'), { as: 'free', gateway: { profiles: OWN_PROFILE } });
    const memberName = await screen.findByRole('textbox', { name: /^Member Name/ });
    await waitFor(() => expect(memberName).toHaveValue('Farhan Free'));
    const businessName = screen.getByRole('textbox', { name: /^Business Name/ });
    expect(memberName).toHaveAttribute('maxlength', '120');
    expect(businessName).toHaveAttribute('maxlength', '200');
    await forceValue(memberName, 121);
    await forceValue(businessName, 201);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(memberName).toHaveAccessibleDescription('Member name must be 120 characters or less.'));
    expect(businessName).toHaveAccessibleDescription('Business name must be 200 characters or less.');
    expect(app.path()).toBe(paths.profileEdit.href('me'));
    expect(screen.queryByText(/Too big|violates check constraint/)).toBeNull();
  });

  it('the daily market digest switch shows on a Paid Member’s own profile, not on a Free Member’s (issue 27)', async () => {
    const paid = DEMO_PEOPLE.paid.user.id;
    const PAID_PROFILE: GatewayOverrides['profiles'] = {
      ...OWN_PROFILE,
      get: async (userId) =>
        userId === paid ? { access: 'full', profile: { ...FARHAN, id: paid, membershipType: 'Paid Member' } } : null,
    };
    const app = await renderAppAt(paths.myProfile.href(), {
      as: 'paid',
      gateway: { profiles: PAID_PROFILE, alerts: { digest: async () => true } },
    });
    expect(await screen.findByRole('switch', { name: 'Daily market digest by e-mail' })).toBeChecked();
    app.unmount();

    await renderAppAt(paths.myProfile.href(), { as: 'free', gateway: { profiles: OWN_PROFILE } });
    expect(await screen.findByText('Farhan Free')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Daily market digest by e-mail' })).toBeNull();
  });

  it('Cancel on the edit page goes back to the profile page', async () => {
    const app = await renderAppAt(paths.profileEdit.href(FARHAN.id), {
      as: 'free',
      gateway: { profiles: OWN_PROFILE },
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(app.path()).toBe(paths.profile.href(FARHAN.id)));
  });
});

describe('another member’s profile the server does not show', () => {
  const NOTHING: GatewayOverrides['profiles'] = { get: async () => null };

  it('a Free Member is asked to upgrade, with the way to the plans', async () => {
    const app = await renderAppAt(paths.profile.href(DEMO_PEOPLE.vendor.user.id), {
      as: 'free',
      gateway: { profiles: NOTHING },
    });
    const notice = (await screen.findByText('Upgrade to see member profiles')).closest(
      '[role="status"]',
    ) as HTMLElement;
    expect(notice).toHaveTextContent('Member profiles and their contact details are shown to Paid Members.');
    expect(screen.queryByText(PROFILE_LOAD_FAILED_PAGE)).toBeNull();
    await userEvent.click(within(notice).getByRole('link', { name: 'See Membership Plans' }));
    await waitFor(() => expect(app.path()).toBe(paths.membershipPlans.href()));
  });

  it('a Paid Member gets the error page of a profile that does not exist, with Back to Home', async () => {
    const app = await renderAppAt(paths.profile.href('00000000-0000-4000-a000-0000000000ff'), {
      as: 'paid',
      gateway: { profiles: NOTHING },
    });
    expect(await screen.findByText(PROFILE_LOAD_FAILED_PAGE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Home' }));
    await waitFor(() => expect(app.path()).toBe(paths.home.href()));
  });
});
