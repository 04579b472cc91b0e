// What the probability contracts share (the writes of app/api/v1/probability/[kind] and [kind]/[id]).

export const PROBABILITY_SAVE_ERRORS = {
  '400':
    '1000: validation. Rates that do not add up to exactly 1,000,000 give `errors.rates = ["sumMustBe100"]` with ' +
    '`meta.rates_sum` (the actual sum) and `meta.expected`; a missing change note gives `noteRequired`; an unknown item `unknownItem`.',
  '403': '1300: administrators only',
  '404': '1400: unknown kind or table',
} as const;
