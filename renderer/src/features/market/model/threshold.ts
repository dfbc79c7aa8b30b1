import { isValidThreshold, MARKET_MESSAGES, MARKET_RULES } from '@domain/market.ts';

/** A watch's move threshold in per cent when the member sets none (the server's default too). */
export const DEFAULT_THRESHOLD_PCT = MARKET_RULES.thresholdDefault;

/** A typed threshold ('2', '1,5', '0.5') as per cent, or why it cannot be saved (the server checks it again). */
export function readThreshold(text: string): { value: number; problem: null } | { value: null; problem: string } {
  const value = Number(text.trim().replace(',', '.'));
  if (text.trim() === '' || !isValidThreshold(value)) return { value: null, problem: MARKET_MESSAGES.threshold };
  return { value, problem: null };
}
