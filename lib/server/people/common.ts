import 'server-only';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/constants';
import { getDb, schema, type Db } from '@/lib/server/db';
import { NotFound } from '@/lib/server/http/errors';
import { serverTranslator } from '@/lib/server/messages';
import { isUuid } from '@/lib/validation/common';

// Helpers shared by the people modules: looking members up by uuid, block checks and friendship
// rows. Their errors carry a translated `message` because the client shows it as it is (the
// report toast shows the server's message when there is one).

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Conn = Db | Tx;

export type Member = {
  id: number;
  uuid: string;
  nickname: string | null;
  status: 'active' | 'suspended' | 'withdrawn';
  role: 'member' | 'admin';
};

const memberColumns = {
  id: schema.users.id,
  uuid: schema.users.uuid,
  nickname: schema.users.nickname,
  status: schema.users.status,
  role: schema.users.role,
};

/** The member with this uuid (withdrawn ones included), or null; a malformed uuid is simply unknown. */
export async function findMember(uuid: string, conn?: Conn): Promise<Member | null> {
  if (!isUuid(uuid)) return null;
  const db = conn ?? (await getDb());
  const [row] = await db.select(memberColumns).from(schema.users).where(eq(schema.users.uuid, uuid.toLowerCase())).limit(1);
  return row ?? null;
}

export async function findMemberById(id: number, conn?: Conn): Promise<Member | null> {
  const db = conn ?? (await getDb());
  const [row] = await db.select(memberColumns).from(schema.users).where(eq(schema.users.id, id)).limit(1);
  return row ?? null;
}

/** A member who has not withdrawn, or 404 with the catalogue's "user info not found". */
export async function requireActiveMember(uuid: string, locale: Locale, conn?: Conn): Promise<Member> {
  const member = await findMember(uuid, conn);
  if (!member || member.status === 'withdrawn') throw NotFound(serverTranslator(locale, 'user')('userNotFound'));
  return member;
}

export type BlockDirection = { byMe: boolean; byThem: boolean };

/** Whether `me` blocked `other`, and whether `other` blocked `me`. */
export async function blockBetween(me: number, other: number, conn?: Conn): Promise<BlockDirection> {
  const db = conn ?? (await getDb());
  const { blocks } = schema;
  const rows = await db
    .select({ blocker: blocks.blockerId })
    .from(blocks)
    .where(or(and(eq(blocks.blockerId, me), eq(blocks.blockedId, other)), and(eq(blocks.blockerId, other), eq(blocks.blockedId, me))));
  return { byMe: rows.some((r) => r.blocker === me), byThem: rows.some((r) => r.blocker === other) };
}

/** The friendship row of a pair, whichever of the two asked. */
export async function friendshipOf(a: number, b: number, conn?: Conn, { lock = false } = {}) {
  const db = conn ?? (await getDb());
  const { friendships } = schema;
  const query = db
    .select()
    .from(friendships)
    .where(
      sql`least(${friendships.requesterId}, ${friendships.addresseeId}) = ${Math.min(a, b)} and greatest(${friendships.requesterId}, ${friendships.addresseeId}) = ${Math.max(a, b)}`,
    )
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}
