// Friends and blocks (lib/server/people).

import 'server-only';
import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt } from './base';
import { users } from './users';

export const friendships = pgTable(
  'friendships',
  {
    id: serial('id').primaryKey(),
    requesterId: belongsTo('requester_id', () => users.id),
    addresseeId: belongsTo('addressee_id', () => users.id),
    status: varchar('status', { length: 16, enum: ['pending', 'accepted'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('friendships_pair_uq').on(
      sql`least(${t.requesterId}, ${t.addresseeId})`,
      sql`greatest(${t.requesterId}, ${t.addresseeId})`,
    ),
    index('friendships_addressee_idx').on(t.addresseeId),
  ],
);

export const blocks = pgTable(
  'blocks',
  {
    blockerId: belongsTo('blocker_id', () => users.id),
    blockedId: belongsTo('blocked_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('blocks_blocked_idx').on(t.blockedId)],
);
