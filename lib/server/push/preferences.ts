import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/constants';
import { LOCALE_TIME_ZONE } from '@/lib/dates';
import { NOTIFICATION_KINDS } from '@/lib/enums';
import { canonicalTimeZone, formatClock, parseClock } from '@/lib/push/quiet-hours';
import { getDb, schema } from '@/lib/server/db';
import { serverTranslator, type ServerMessageKey } from '@/lib/server/messages';
import { one } from '@/lib/server/db/rows';
import type { PushPreferencesBody, PushPreferencesDto } from '@/lib/validation/push';

const { pushPreferences } = schema;

// What a member wants pushed. No row: every kind, no quiet hours, the zone of their language.
// A row lists the kinds that are on, so a kind added later starts off for members who saved theirs.

export type PushPreferences = { kinds: ReadonlySet<string>; quietStart: number | null; quietEnd: number | null; timeZone: string };

export function defaultPreferences(locale: Locale): PushPreferences {
  return { kinds: new Set(NOTIFICATION_KINDS), quietStart: null, quietEnd: null, timeZone: LOCALE_TIME_ZONE[locale] };
}

function toDto(p: PushPreferences): PushPreferencesDto {
  return {
    kinds: NOTIFICATION_KINDS.filter((k) => p.kinds.has(k)),
    quiet_start: p.quietStart === null ? null : formatClock(p.quietStart),
    quiet_end: p.quietEnd === null ? null : formatClock(p.quietEnd),
    time_zone: p.timeZone,
  };
}

type Row = typeof pushPreferences.$inferSelect;
const fromRow = (row: Row): PushPreferences => ({
  kinds: new Set(row.kinds),
  quietStart: row.quietStart,
  quietEnd: row.quietEnd,
  timeZone: row.timeZone,
});

/** The saved preferences of many members at once (absent: not saved). */
export async function loadPreferences(userIds: number[]): Promise<Map<number, PushPreferences>> {
  const out = new Map<number, PushPreferences>();
  if (userIds.length === 0) return out;
  const db = await getDb();
  const rows = await db
    .select()
    .from(pushPreferences)
    .where(inArray(pushPreferences.userId, [...new Set(userIds)]));
  for (const row of rows) out.set(row.userId, fromRow(row));
  return out;
}

/** `GET /v1/push/preferences/` */
export async function getPreferences(userId: number, locale: Locale): Promise<PushPreferencesDto> {
  const saved = (await loadPreferences([userId])).get(userId);
  return toDto(saved ?? defaultPreferences(locale));
}

/** `PUT /v1/push/preferences/`: replaces them (validated by pushPreferencesBody). */
export async function savePreferences(userId: number, body: PushPreferencesBody): Promise<PushPreferencesDto> {
  const values = {
    kinds: [...body.kinds],
    quietStart: body.quiet_start === null ? null : parseClock(body.quiet_start),
    quietEnd: body.quiet_end === null ? null : parseClock(body.quiet_end),
    timeZone: canonicalTimeZone(body.time_zone) ?? body.time_zone,
  };
  const db = await getDb();
  const row = one(
    await db
      .insert(pushPreferences)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: pushPreferences.userId, set: { ...values, updatedAt: sql`now()` } })
      .returning(),
    'push preferences',
  );
  return toDto(fromRow(row));
}

/** A refused preference field's error key in the reader's language (the 400's message), or undefined. */
export function preferencesFieldMessage(key: string, locale: Locale): string | undefined {
  const t = serverTranslator(locale, 'push');
  const id = `errors.${key}` as ServerMessageKey<'push'>;
  return t.has(id) ? t(id) : undefined;
}
