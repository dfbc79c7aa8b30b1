/**
 * The publish benchmark's company: 2 000 revealed products with prices (and 200 hidden ones that must not be
 * listed) over four departments and the fibres the sheet carries, a PNG logo in company files, and an
 * executive signed in with a password (the function checks the session).
 */
import zlib from 'node:zlib';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@domain/database.ts';
import type { RunningStack } from '../../../supabase/local/stack.ts';

export const PUBLISH_SIZES = { revealed: 2000, hidden: 200 } as const;

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([head, body, crc]);
};

/** A 240×80 two-colour PNG: a logo of a realistic size for the list's header. */
export function benchLogo(): Uint8Array {
  const [w, h] = [240, 80];
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) rows.set(x < h ? [30, 64, 120] : [235, 240, 245], y * (w * 3 + 1) + 1 + x * 3);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Inserts the company, its products, its logo and executive; the company id and the executive's client. */
export async function seedPublishCompany(
  stack: RunningStack,
  service: SupabaseClient<Database>,
  signedOut: SupabaseClient<Database>,
): Promise<{ companyId: string; executive: SupabaseClient<Database>; token: string }> {
  const logo = await service.storage.from('companyfiles').upload('logos/bench-mill.png', benchLogo(), {
    contentType: 'image/png',
    upsert: true,
  });
  if (logo.error) throw new Error(logo.error.message);
  const { rows } = await stack.db.query<{ id: string }>(
    `insert into public.company_details (company_name, logo_url, address)
     values ('Bench Spinning Mills Pvt Ltd', 'logos/bench-mill.png', 'Ring Road, Surat, Gujarat') returning id`,
  );
  const companyId = rows[0].id;
  // Spun yarn by count, filament by denier, a blend; grades and plies so descriptions vary as on a real sheet.
  await stack.db.query(
    `insert into public.corporate_products (company_id, department_name, fibre_type, specific_type, denier_count,
       filament_count, number_of_plys, grade, blend_ratio, basic_price, visibility_status)
     select $1, (array['Spun Yarn', 'Filament Yarn', 'Blended Yarn', 'Fancy Yarn'])[1 + i % 4],
       case i % 4 when 1 then 'Polyester Filament' when 2 then 'Cotton Blend' else 'Cotton' end,
       case i % 4 when 1 then (array['DTY', 'FDY', 'ATY'])[1 + i % 3] when 2 then null
         else (array['Combed', 'Carded', 'Compact'])[1 + i % 3] end,
       case when i % 4 = 1 then 50 + (i % 30) * 10 else 10 + i % 90 end,
       case when i % 4 = 1 then 24 + (i % 4) * 12 end, 1 + i % 3, 'Lot ' || (1000 + i),
       case when i % 4 = 2 then (array['60/40', '52/48', '70/30'])[1 + i % 3] end,
       round((90 + (i * 37) % 400 + (i % 7) * 0.25)::numeric, 2),
       case when i > $2 then 'Hide' else 'Reveal' end
     from generate_series(1, $3::integer) i`,
    [companyId, PUBLISH_SIZES.revealed, PUBLISH_SIZES.revealed + PUBLISH_SIZES.hidden],
  );
  const email = 'publish.exec@bench.loomconnect.test';
  const password = 'Publish#Bench2026';
  const created = await service.auth.admin.createUser({ email, password, email_confirm: true });
  if (created.error) throw created.error;
  await stack.db.query('insert into public.company_executives (user_id, company_id) values ($1, $2)', [
    created.data.user.id,
    companyId,
  ]);
  const session = await signedOut.auth.signInWithPassword({ email, password });
  if (session.error) throw session.error;
  return { companyId, executive: signedOut, token: session.data.session.access_token };
}

/** Moves every 20th revealed product's price by ±₹1–4, as a morning's repricing does (the next list marks them). */
export async function reprice(stack: RunningStack, companyId: string, run: number): Promise<void> {
  await stack.db.query(
    `update public.corporate_products set basic_price = basic_price + (case when $2 % 2 = 0 then 1 else -1 end) * (1 + $2 % 4)
     where company_id = $1 and visibility_status = 'Reveal'
       and (('x' || substr(md5(id::text), 1, 4))::bit(16)::integer + $2) % 20 = 0`,
    [companyId, run],
  );
}
