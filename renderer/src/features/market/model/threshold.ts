/** A watch's move threshold in per cent: 2 unless the member sets another, between 0.1 and 50 (the server checks too). */
export const DEFAULT_THRESHOLD_PCT = 2;
const MIN_PCT = 0.1;
const MAX_PCT = 50;

/** A typed threshold ('2', '1,5', '0.5') as per cent, or why it cannot be saved. */
export function readThreshold(text: string): { value: number; problem: null } | { value: null; problem: string } {
  const value = Number(text.trim().replace(',', '.'));
  if (text.trim() === '' || !Number.isFinite(value))
    return { value: null, problem: 'Enter the move in per cent, e.g. 2.' };
  if (value < MIN_PCT || value > MAX_PCT) {
    return { value: null, problem: `The move must be between ${MIN_PCT} % and ${MAX_PCT} %.` };
  }
  return { value, problem: null };
}
