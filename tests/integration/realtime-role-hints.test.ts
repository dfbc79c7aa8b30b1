/**
 * Live role hints (migration 20261129003000): whenever a fact my_role() answers changes for a person (staff role,
 * executive link, the company's name, membership, profile, vendor registration), whoever changes it, the database
 * broadcasts a data-less hint on the private topic `role-hints-{user_id}`, and the app reads my_role() again. Nothing
 * else is sent: not for others' changes, not for columns my_role() does not decide menus by (credits); and nobody
 * else may hear a person's hints.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Events, realtimeClient, subscribed, subscribeOutcome, token, waitUntil } from './realtime-helpers.ts';
import { startTestStack, type TestStack } from './support/stack.ts';
import { createCompany, createUser, type TestUser } from './support/users.ts';

type Hint = { payload: Record<string, unknown> };

describe('role hints', () => {
  let stack: TestStack;
  let company: string;
  let admin: TestUser;
  let exec: TestUser;
  let member: TestUser;
  let bystander: TestUser;

  beforeAll(async () => {
    stack = await startTestStack();
    company = await createCompany(stack);
    admin = await createUser(stack, { staff: 'admin' });
    exec = await createUser(stack, { membership: 'Corporate Member', executiveOf: company });
    member = await createUser(stack);
    bystander = await createUser(stack);
  });
  afterAll(() => stack?.close());

  const sql = (text: string, params: unknown[] = []) => stack.db.query(text, params);

  /** A private channel of `topic`, joined with `user`'s session (as the app joins its own). */
  const privateChannel = async (user: TestUser, topic: string) =>
    realtimeClient(stack, await token(stack, user.claims)).channel(topic, { config: { private: true } });

  /** The hints a person's topic receives from now on. */
  async function hintsOf(user: TestUser): Promise<Events<Hint>> {
    const hints = new Events<Hint>();
    const channel = await privateChannel(user, `role-hints-${user.id}`);
    await subscribed(channel.on('broadcast', { event: 'hint' }, hints.push));
    return hints;
  }

  /** Runs a change and waits for one more hint on `hints`. */
  async function heard(hints: Events<Hint>, what: string, change: () => PromiseLike<unknown>) {
    const before = hints.items.length;
    await change();
    await waitUntil(() => hints.items.length > before, what);
  }

  it('sends a hint to the person whose role facts change, whoever changes them, and to nobody else', async () => {
    const [toMember, toExec, toBystander] = await Promise.all([hintsOf(member), hintsOf(exec), hintsOf(bystander)]);

    await heard(toMember, 'an admin upgraded the membership', async () => {
      const { error } = await admin.client.rpc('admin_update_member', {
        p_user_id: member.id,
        p_changes: { membership_type: 'Paid Member' },
      });
      expect(error).toBeNull();
    });
    await heard(toMember, 'the member was made a limited admin', () =>
      sql(`insert into public.staff (user_id, role) values ($1, 'limited_admin')`, [member.id]),
    );
    await heard(toMember, 'the member was registered as a vendor', () =>
      sql(
        `insert into public.department_vendors (company_id, department, department_name, vendor_user_id)
         values ($1, 'trims', 'Trims', $2)`,
        [company, member.id],
      ),
    );
    await heard(toExec, "the executive's company was renamed", () =>
      sql(`update public.company_details set company_name = $2 where id = $1`, [company, `Renamed ${Date.now()}`]),
    );
    await heard(toExec, 'the executive was removed from the company', () =>
      sql(`delete from public.company_executives where user_id = $1`, [exec.id]),
    );
    // Only "something changed": the app reads what from my_role().
    for (const hint of [...toMember.items, ...toExec.items]) expect(Object.keys(hint.payload)).toEqual(['id']);
    expect(toBystander.items).toEqual([]);
  });

  it('sends nothing for a change my_role() does not show (credits) or that changes nothing', async () => {
    const toMember = await hintsOf(member);
    const marker = await hintsOf(bystander);
    const credits = await admin.client.rpc('admin_update_member', {
      p_user_id: member.id,
      p_changes: { messaging_credits: 12 },
    });
    expect(credits.error).toBeNull();
    await sql(`update public.yarnconnect_free set membership_type = membership_type where id = $1`, [member.id]);
    await sql(`update public.staff set role = role where user_id = $1`, [member.id]);
    // A hint sent after those, on another topic, has arrived: any hint of theirs would have too.
    await heard(marker, "the bystander's profile renamed", () =>
      sql(`update public.yarnconnect_free set member_name = 'Renamed Bystander' where id = $1`, [bystander.id]),
    );
    expect(toMember.items).toEqual([]);
  });

  it("lets nobody else hear a person's hints: another member is refused, and the public topic of that name is silent", async () => {
    const refused = await subscribeOutcome(await privateChannel(bystander, `role-hints-${member.id}`));
    expect(refused.status).toBe('CHANNEL_ERROR');
    const overheard = new Events<Hint>();
    await subscribed(
      realtimeClient(stack).channel(`role-hints-${member.id}`).on('broadcast', { event: 'hint' }, overheard.push),
    );
    const toMember = await hintsOf(member);
    await heard(toMember, 'the member renamed', () =>
      sql(`update public.yarnconnect_free set member_name = 'Renamed Member' where id = $1`, [member.id]),
    );
    expect(overheard.items).toEqual([]);
  });
});
