import { z } from '@/lib/zod';
import { pageQuery } from '@/lib/validation/common';
import { optionalQuery, positiveId } from './common';

export const auditQuery = pageQuery.extend({
  action: optionalQuery(z.string().trim().max(64)).meta({ description: 'An action (`post.hide`) or a prefix ending in a dot (`post.`)' }),
  actor: optionalQuery(positiveId).meta({ description: 'Administrator id' }),
  target_type: optionalQuery(z.string().trim().max(32)),
  target_id: optionalQuery(z.string().trim().max(64)),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    action: z.string(),
    actor: z
      .object({ id: z.number().int(), nickname: z.string().nullable() })
      .nullable()
      .meta({ description: 'Null for automatic actions' }),
    target_type: z.string(),
    target_id: z.string(),
    before: z.unknown().nullable(),
    after: z.unknown().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntryDto = z.infer<typeof auditEntrySchema>;
/** The actions recorded so far, for the audit log's filter. */
export const auditActionsSchema = z.array(z.string());
export type AuditActionsDto = z.infer<typeof auditActionsSchema>;

export const AUDIT_CHAIN_FAULTS = ['gap', 'link', 'hash', 'unsealed'] as const;
export type AuditChainFault = (typeof AUDIT_CHAIN_FAULTS)[number];

export const auditChainCheckSchema = z
  .object({
    holds: z.boolean(),
    rows: z.number().int().meta({ description: 'Rows recomputed (up to the fault)' }),
    fault_seq: z.number().int().nullable().meta({ description: 'The chain position where it breaks' }),
    fault: z.enum(AUDIT_CHAIN_FAULTS).nullable().meta({
      description:
        'gap: a row is missing; link: a row does not name the hash before it; hash: a row is not its content; unsealed: a row was written around the seal',
    }),
    checked_at: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'AuditChainCheck' });
export type AuditChainCheckDto = z.infer<typeof auditChainCheckSchema>;
