/**
 * One way a profile is born (issue 24, deliverable 3): a verified member without a profile row completes
 * it on /profile/edit through the very calls that page makes (model/profile-completion.ts over the
 * renderer's profiles adapter), and starts with the Free plan's 25 credits booked in the ledger. Inserting
 * the row directly, the old way that started at 0 credits, is refused to members and to the service role.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDITS } from '@domain/constants.ts';
import type { Database } from '@domain/database.ts';
import { profileFormSchema, type ProfileForm, type ProfileFormInput } from '@domain/schemas/profile.ts';
import type { CreatedProfile, ProfilesPort } from '@/data/ports/profiles.ts';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';

// Loaded by path: this (tooling) layer is typed without the DOM, which the renderer's modules assume.
const ADAPTER = '../../renderer/src/data/supabase/profiles.ts';
const COMPLETION = '../../renderer/src/features/profile/model/profile-completion.ts';
const FORM_VALUES = '../../renderer/src/features/profile/model/profile-form-values.ts';
const { createSupabaseProfiles } = (await import(/* @vite-ignore */ ADAPTER)) as {
  createSupabaseProfiles: (client: SupabaseClient<Database>, options: { url: string }) => ProfilesPort;
};
const { completeProfile } = (await import(/* @vite-ignore */ COMPLETION)) as {
  completeProfile: (profiles: ProfilesPort, userId: string, values: ProfileForm) => Promise<CreatedProfile>;
};
const { blankProfileForm } = (await import(/* @vite-ignore */ FORM_VALUES)) as {
  blankProfileForm: (email: string) => ProfileFormInput;
};

const PASSWORD = 'Loom#Birth1';

describe(`one way a profile is born (${TEST_DB})`, () => {
  let stack: TestStack;
  let serial = 0;

  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack?.close());

  /** A verified account signed in with its own client, without a profile row. */
  async function verifiedMember() {
    serial += 1;
    const email = `birth-${serial}-${process.pid}@birth.loom.test`;
    const created = await stack.service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    if (created.error) throw created.error;
    const client = stack.client();
    expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    return { id: created.data.user.id, email, client };
  }

  /** The edit page's form as a member fills it in, checked by the edit page's schema. */
  const editForm = (email: string): ProfileForm =>
    profileFormSchema('edit').parse({
      ...blankProfileForm(email),
      memberName: 'Kavya Narayan',
      businessName: 'Kavya Knits',
      mobileNumber: `96${String(process.pid % 10000).padStart(4, '0')}${String(serial).padStart(4, '0')}`,
      businessType: ['Yarn Supplier'],
      my_yarns: ['Cotton 40s'],
      state: 'Tamil Nadu',
      district: 'Tiruppur',
      pinZipCode: '641601',
    });

  it('completes a profile on /profile/edit with the Free plan’s 25 credits, in the ledger too', async () => {
    const member = await verifiedMember();
    const profiles = createSupabaseProfiles(member.client, { url: stack.url });
    expect(await profiles.get(member.id)).toBeNull();

    const created = await completeProfile(profiles, member.id, editForm(member.email));
    expect(created).toEqual({ paymentRequired: false });

    const read = await profiles.get(member.id);
    expect(read?.access).toBe('full');
    expect(read?.profile).toMatchObject({
      memberName: 'Kavya Narayan',
      membershipType: 'Free Member',
      messagingCredits: CREDITS.freeSignup,
      myYarns: ['Cotton 40s'],
    });
    expect(CREDITS.freeSignup).toBe(25);
    const ledger = await member.client.from('credit_ledger').select('delta, reason').eq('user_id', member.id);
    expect(ledger.data).toEqual([{ delta: 25, reason: 'signup' }]);
  });

  it('refuses a profile row inserted directly, by the member or by the service role', async () => {
    const member = await verifiedMember();
    const row = { id: member.id, member_name: 'Direct', business_name: 'Direct Looms', email: member.email };
    const asMember = await member.client.from('yarnconnect_free').insert(row);
    expect(asMember.error?.code).toBe('42501');
    const asService = await stack.service.from('yarnconnect_free').insert(row);
    expect(asService.error?.code).toBe('42501');
    // The adapter's save never creates a row: without one it says so.
    const profiles = createSupabaseProfiles(member.client, { url: stack.url });
    await expect(
      profiles.save(member.id, {
        memberName: 'Direct',
        businessName: 'Direct Looms',
        email: member.email,
        mobileNumber: null,
        countryCode: null,
        country: 'India',
        state: null,
        district: null,
        city: null,
        pinZipCode: null,
        gstNumber: null,
        businessType: [],
        myYarns: [],
        listInDirectory: true,
      }),
    ).rejects.toThrow('Member profile not found.');
    const rows = await stack.db.query('select 1 from public.yarnconnect_free where id = $1', [member.id]);
    expect(rows.rows).toHaveLength(0);
  });
});
