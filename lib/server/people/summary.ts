import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { Locale } from '@/lib/constants';
import { getDb, schema } from '@/lib/server/db';
import { pick } from '@/lib/bilingual';
import type { UserSummaryDto } from '@/lib/validation/user-summary';

// Loads the public summary (nickname, avatar, representative badge) of many members at once.
// Withdrawn members keep their content but lose their name and picture.
export async function loadUserSummaries(ids: number[], locale: Locale): Promise<Map<number, UserSummaryDto>> {
  const unique = [...new Set(ids)];
  const out = new Map<number, UserSummaryDto>();
  if (unique.length === 0) return out;
  const db = await getDb();
  const rows = await db
    .select({ user: schema.users, badge: schema.badges })
    .from(schema.users)
    .leftJoin(schema.badges, eq(schema.badges.id, schema.users.representBadgeId))
    .where(inArray(schema.users.id, unique));
  for (const { user, badge } of rows) {
    const withdrawn = user.status === 'withdrawn';
    out.set(user.id, {
      id: user.id,
      uuid: user.uuid,
      profile_image: withdrawn ? null : user.profileImage,
      profile: { name: withdrawn ? null : user.nickname },
      represent_badge:
        !withdrawn && badge ? { badge: { title: pick(locale, badge.titleKo, badge.titleZhTw), hex_code: badge.hexCode } } : null,
      is_withdrawn: withdrawn,
    });
  }
  return out;
}
