import { z } from '@/lib/zod';
import { auditEntrySchema } from './audit';

export const adminOverviewSchema = z
  .object({
    open_report_groups: z.number().int(),
    hidden_pending_review: z.number().int().meta({ description: 'Hidden posts and comments that still have open reports' }),
    held_posts: z.number().int().meta({ description: 'Posts the word filter holds, hidden pending review' }),
    waiting_inquiries: z.number().int(),
    processing_inquiries: z.number().int(),
    pending_appeals: z.number().int().meta({ description: 'Appeals against sanctions waiting for a decision' }),
    disputed_trades: z.number().int().meta({ description: 'Disputed trades waiting for an operator (lib/server/trades/admin.ts)' }),
    word_filter_failures: z.number().int().meta({
      description: 'Writes the word filter could not screen in the last 24 hours (held or refused; audit word_filter.engine_failure)',
    }),
    suspended_members: z.number().int(),
    administrators: z.number().int(),
    recent_audit: z.array(auditEntrySchema),
  })
  .meta({ id: 'AdminOverview' });
export type AdminOverviewDto = z.infer<typeof adminOverviewSchema>;
