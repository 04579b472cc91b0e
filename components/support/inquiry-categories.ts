import type { InquiryCategory } from '@/lib/validation/support';

export type InquiryCategoryGroup = 'account' | 'payment' | 'problem' | 'safety' | 'usage' | 'feedback';

/**
 * The spec's 17 categories in the groups the form shows them in, so a player finds theirs at a
 * glance. Only the picker groups them: the API still takes and answers the 17 values.
 */
export const INQUIRY_CATEGORY_GROUPS: ReadonlyArray<{ group: InquiryCategoryGroup; categories: readonly InquiryCategory[] }> = [
  { group: 'account', categories: ['account', 'membership'] },
  { group: 'payment', categories: ['payment', 'billing', 'refund', 'coupon'] },
  { group: 'problem', categories: ['bug', 'technical'] },
  { group: 'safety', categories: ['report', 'abuse'] },
  { group: 'usage', categories: ['general', 'service', 'support', 'event', 'faq'] },
  { group: 'feedback', categories: ['feature', 'other'] },
];
