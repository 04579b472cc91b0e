import { TRADE_COMPLETION_DAYS, TRADE_PROPOSAL_HOURS } from '@/lib/validation/trades';

// What the trade contracts share (the routes under app/api/v1/trades).

export const TRADE_STATES =
  'proposed → accepted → completed (both sides confirmed) | disputed (then an operator completes or cancels it); ' +
  `proposed → declined | cancelled; accepted → cancelled (before anyone confirmed); a proposal expires after ${TRADE_PROPOSAL_HOURS} hours, ` +
  `an accepted trade ${TRADE_COMPLETION_DAYS} days after acceptance. Every step notifies the other side (kind \`trade\`).`;

/** The failures of every call on one trade: it is not one of the caller's, or not in a state that allows the step. */
export const TRADE_STEP_ERRORS = {
  '404': '1400: no such trade, or the caller is not one of its two sides',
  '409': '1500: tradeState (the trade is not in a state that allows this)',
} as const;

export const TRADE_WRONG_SIDE = '1300: tradeWrongSide (the other side does this); 1301: suspended';
