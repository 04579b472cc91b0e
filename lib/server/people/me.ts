import 'server-only';
import { eq } from 'drizzle-orm';
import type { Locale } from '@/lib/constants';
import { getDb, schema } from '@/lib/server/db';
import { NotFound } from '@/lib/server/http/errors';
import { pick } from '@/lib/bilingual';
import type { MeDto } from '@/lib/validation/users';

export async function getMe(userId: number, locale: Locale): Promise<MeDto> {
  const db = await getDb();
  const user = await db.query.users.findFirst({ where: eq(schema.users.id, userId) });
  if (!user) throw NotFound('User not found');
  const owned = await db
    .select({ badge: schema.badges })
    .from(schema.userBadges)
    .innerJoin(schema.badges, eq(schema.badges.id, schema.userBadges.badgeId))
    .where(eq(schema.userBadges.userId, userId));
  const badges = owned.map(({ badge }) => ({
    id: badge.id,
    title: pick(locale, badge.titleKo, badge.titleZhTw),
    hex_code: badge.hexCode,
  }));
  const represent = badges.find((b) => b.id === user.representBadgeId);
  return {
    id: user.id,
    uuid: user.uuid,
    nickname: user.nickname,
    email: user.email,
    phone: user.phone,
    status_message: user.statusMessage,
    profile_image: user.profileImage,
    role: user.role,
    referral_ball: user.referralBall,
    created_at: user.createdAt.toISOString(),
    represent_badge: represent ? { badge: represent } : null,
    badges,
  };
}
