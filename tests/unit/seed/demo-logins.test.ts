/**
 * The tests' one list of demo logins (supabase/seed/demo-logins.ts) says what the seed makes and what both READMEs
 * tell people: each login is created by seed.sql with its id, e-mail, name and phone, is a row of both demo-login
 * tables (with its id where the table shows ids), and the password is the one the seed hashes and the READMEs give.
 * That each signs in with it and gets its role is tests/integration/db-seed.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../../supabase/seed/demo-logins.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const seedSql = read('supabase/seed.sql');

/** The e-mails in the rows of the table under `heading` (up to the next heading). */
function tableEmails(markdown: string, heading: string): string[] {
  const start = markdown.indexOf(heading);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const section = markdown.slice(start + heading.length).split(/\n#{1,3} /)[0];
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .flatMap((line) => line.match(/[\w.]+@loomconnect\.test/g) ?? []);
}

describe('the demo logins', () => {
  const logins = Object.values(DEMO_LOGINS);

  it.each(logins)('$email is created by seed.sql with its id, name and phone', ({ id, email, name, phone }) => {
    // pg_temp.demo_member(id, email, name, business, membership, phone, …)
    const call = new RegExp(
      `demo_member\\('${id}', '${email.replace(/\./g, '\\.')}', '${name}',\\s+'[^']+', '[^']+', '${phone}'`,
    );
    expect(seedSql).toMatch(call);
  });

  it('are every login seed.sql makes besides the memberN@ members', () => {
    const seeded = [...seedSql.matchAll(/demo_member\('[0-9a-f-]+', '([\w.]+@loomconnect\.test)'/g)].map((m) => m[1]);
    expect(seeded.sort()).toEqual(logins.map((l) => l.email).sort());
  });

  it("are the rows of the README's and the seed README's demo-login tables, in the same order", () => {
    const emails = logins.map((l) => l.email);
    expect(tableEmails(read('README.md'), '### Demo logins')).toEqual(emails);
    const seedReadme = read('supabase/seed/README.md');
    expect(tableEmails(seedReadme, '# Demo logins')).toEqual(emails);
    for (const { id, email } of logins) expect(seedReadme).toContain(`| ${email} | ${id} |`);
  });

  it('sign in with the password the seed hashes and both READMEs give', () => {
    expect(seedSql).toContain(`extensions.crypt('${DEMO_PASSWORD}'`);
    expect(read('README.md')).toContain(`password **\`${DEMO_PASSWORD}\`**`);
    expect(read('supabase/seed/README.md')).toContain(`password **\`${DEMO_PASSWORD}\`**`);
  });
});
