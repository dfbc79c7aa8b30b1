/**
 * What the marketplace notifications share: the yarn summary in a message, a member's WhatsApp number,
 * one-shot claims on the row that records a notification, and delivery through the text-message provider.
 * Imported by the interest and bid notification modules beside it.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { env } from '../env.ts';
import { textMessageProvider } from '../messaging/index.ts';

export interface YarnFields {
  fibre_type: string;
  specific_type?: string | null;
  lustre?: string | null;
  twist_intermingling?: string | null;
  blend_ratio?: string | null;
  denier_count?: number | null;
  filament_count?: number | null;
  number_of_plys?: number | null;
  grade?: string | null;
}

/** e.g. "Polyester Filament FDY Bright, 150D / 48F / 2 ply, grade AA". */
export function yarnSummary(y: YarnFields): string {
  const name = [y.fibre_type, y.specific_type, y.lustre, y.twist_intermingling, y.blend_ratio].filter(Boolean);
  const spec = `${y.denier_count ?? 'N/A'}D / ${y.filament_count ?? 'N/A'}F / ${y.number_of_plys ?? 1} ply`;
  return [name.join(' '), spec, y.grade ? `grade ${y.grade}` : null].filter(Boolean).join(', ');
}

/** A member's WhatsApp number in E.164 (+<code><number>), or null when they have no mobile on file. */
export function whatsappNumber(
  countryCode: string | null | undefined,
  mobile: string | null | undefined,
): string | null {
  return mobile ? `${countryCode || '+91'}${mobile}` : null;
}

/** Sends one WhatsApp text; false (logged, not thrown) when the provider is missing or refuses. */
export async function sendWhatsapp(to: string, text: string): Promise<boolean> {
  try {
    await textMessageProvider(env).send({ channel: 'whatsapp', to, text });
    return true;
  } catch (e) {
    console.error(`WhatsApp to ${to.slice(0, -4)}**** failed:`, e);
    return false;
  }
}

/**
 * Claims `column` of row `id` in `table` (sets it to now where still null). False when another call
 * already claimed it: that call sends the message.
 */
export async function claim(service: SupabaseClient, table: string, id: string, column: string): Promise<boolean> {
  const { data, error } = await service
    .from(table)
    .update({ [column]: new Date().toISOString() })
    .eq('id', id)
    .is(column, null)
    .select('id');
  if (error) throw new Error(`claiming ${table}.${column} failed: ${error.message}`);
  return data.length > 0;
}

/** Gives a claim back after nothing could be delivered, so the caller may retry. */
export async function release(service: SupabaseClient, table: string, id: string, column: string): Promise<void> {
  const { error } = await service
    .from(table)
    .update({ [column]: null })
    .eq('id', id);
  if (error) console.error(`releasing ${table}.${column} failed:`, error.message);
}
