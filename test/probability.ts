import type { ProbabilityOutcome } from '@/lib/validation/probability';

/** One outcome of a probability table for the tests: its rate in micros (1 % = 10,000). */
export const outcome = (id: number, name: string, grade: string, rate_micros: number, quantity = 1): ProbabilityOutcome => ({
  id,
  item_id: id,
  item_uuid: null,
  name,
  image: `/art/items/${id}.png`,
  grade,
  quantity,
  rate_micros,
  rate: String(rate_micros / 10_000),
});
