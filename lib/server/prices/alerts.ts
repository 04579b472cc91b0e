import 'server-only';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/constants';
import { pick } from '@/lib/bilingual';
import type { ItemGrade, ItemType } from '@/lib/items/catalog';
import { getDb, schema } from '@/lib/server/db';
import { one, rowsOf } from '@/lib/server/db/rows';
import { AppError, NotFound } from '@/lib/server/http/errors';
import { serverTranslator } from '@/lib/server/messages';
import { consume } from '@/lib/server/rate-limit';
import {
  PRICE_ALERT_COOLDOWN_MINUTES,
  PRICE_ALERT_MAX,
  type PriceAlertBody,
  type PriceAlertDto,
  type PriceAlertSide,
} from '@/lib/validation/prices';

// Price alerts: "tell me when someone sells X at or below P" (side sell) and "when someone buys X at
// or above P" (side buy). Offer creation calls firePriceAlerts(); each alert fires at most once per
// offer (price_alert_hits) and not again within the cool-down of its last firing.

const { priceAlerts, priceAlertHits, items, notifications } = schema;

type Member = { id: number };

const ALERT_WRITES = (userId: number) => ({ key: `price-alert:${userId}`, max: 120, windowSeconds: 3600 });

function toDto(alert: typeof priceAlerts.$inferSelect, item: typeof items.$inferSelect, locale: Locale): PriceAlertDto {
  return {
    id: alert.id,
    item: {
      id: item.id,
      uuid: item.uuid,
      name: pick(locale, item.nameKo, item.nameZhTw),
      image: item.image,
      item_type: item.itemType as ItemType,
      item_rating: item.itemRating as ItemGrade,
    },
    side: alert.side as PriceAlertSide,
    price: alert.price,
    is_active: alert.isActive,
    last_fired_at: alert.lastFiredAt?.toISOString() ?? null,
    created_at: alert.createdAt.toISOString(),
  };
}

/** `GET /v1/price-alerts/`: the member's alerts, newest first. */
export async function listPriceAlerts(member: Member, locale: Locale): Promise<PriceAlertDto[]> {
  const db = await getDb();
  const rows = await db
    .select({ alert: priceAlerts, item: items })
    .from(priceAlerts)
    .innerJoin(items, eq(items.id, priceAlerts.itemId))
    .where(eq(priceAlerts.userId, member.id))
    .orderBy(desc(priceAlerts.createdAt), desc(priceAlerts.id));
  return rows.map((r) => toDto(r.alert, r.item, locale));
}

/**
 * `POST /v1/price-alerts/`: sets the member's alert on an item and side (one per pair: a second
 * one replaces the price and turns it on again). At most PRICE_ALERT_MAX alerts per member (409).
 */
export async function savePriceAlert(member: Member, body: PriceAlertBody, locale: Locale): Promise<PriceAlertDto> {
  const t = serverTranslator(locale, 'prices');
  const db = await getDb();
  const [item] = await db.select().from(items).where(eq(items.id, body.item_id)).limit(1);
  if (!item) throw new AppError('NOT_FOUND', t('errors.itemNotFound'), { item_id: ['itemNotFound'] });
  await consume(ALERT_WRITES(member.id));
  const alert = await db.transaction(async (tx) => {
    // One member's saves in turn, so two at once cannot pass the limit together.
    await tx.execute(sql`select id from users where id = ${member.id} for update`);
    const [existing] = await tx
      .select({ id: priceAlerts.id })
      .from(priceAlerts)
      .where(and(eq(priceAlerts.userId, member.id), eq(priceAlerts.itemId, item.id), eq(priceAlerts.side, body.side)))
      .limit(1);
    if (!existing) {
      const [held] = await tx.select({ n: count() }).from(priceAlerts).where(eq(priceAlerts.userId, member.id));
      if ((held?.n ?? 0) >= PRICE_ALERT_MAX)
        throw new AppError('CONFLICT', t('errors.alertLimit', { max: PRICE_ALERT_MAX }), { _: ['alertLimit'] });
    }
    return one(
      await tx
        .insert(priceAlerts)
        .values({ userId: member.id, itemId: item.id, side: body.side, price: body.price })
        .onConflictDoUpdate({
          target: [priceAlerts.userId, priceAlerts.itemId, priceAlerts.side],
          set: { price: body.price, isActive: true },
        })
        .returning(),
      'price alert',
    );
  });
  return toDto(alert, item, locale);
}

/** `DELETE /v1/price-alerts/{id}/`: removes one of the member's alerts (404 for anyone else's). */
export async function deletePriceAlert(member: Member, id: number, locale: Locale): Promise<{ id: number }> {
  const db = await getDb();
  const removed = await db
    .delete(priceAlerts)
    .where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, member.id)))
    .returning({ id: priceAlerts.id });
  if (removed.length === 0) throw NotFound(serverTranslator(locale, 'prices')('errors.alertNotFound'));
  return { id };
}

export type PriceOffer = { itemId: number; side: 'sell' | 'buy'; price: number; offerKey: string; ownerId: number };

/**
 * Called when an offer with a price appears (a priced wish entry, a trade-post item): tells every
 * member whose active alert on that item and side it meets (a sell offer at or below the alert's
 * price, a buy offer at or above), except the offer's owner and members blocked either way, at
 * most once per offer and alert, and not within PRICE_ALERT_COOLDOWN_MINUTES of the alert's last
 * firing. `offerKey` names the offer (e.g. `wish:<id>` or `post:<postId>:<itemId>`, ≤ 40
 * characters). Returns the number of notifications written.
 */
export async function firePriceAlerts(offer: {
  itemId: number;
  side: 'sell' | 'buy';
  price: number;
  offerKey: string;
  ownerId: number;
}): Promise<number> {
  if (!Number.isSafeInteger(offer.price) || offer.price <= 0) return 0;
  const db = await getDb();
  const [item] = await db.select().from(items).where(eq(items.id, offer.itemId)).limit(1);
  if (!item) return 0;
  const priceMet = offer.side === 'sell' ? sql`a.price >= ${offer.price}` : sql`a.price <= ${offer.price}`;
  return db.transaction(async (tx) => {
    // The lock makes a second firing of the same alert wait, then see the first one's last_fired_at.
    const matched = await tx.execute(sql`
      select a.id, a.user_id, a.price
      from price_alerts a
      join users u on u.id = a.user_id
      where a.item_id = ${offer.itemId} and a.side = ${offer.side} and a.is_active and ${priceMet}
        and a.user_id <> ${offer.ownerId}
        and u.status = 'active'
        and (a.last_fired_at is null or a.last_fired_at <= now() - make_interval(mins => ${PRICE_ALERT_COOLDOWN_MINUTES}))
        and not exists (
          select 1 from blocks b
          where (b.blocker_id = a.user_id and b.blocked_id = ${offer.ownerId})
             or (b.blocker_id = ${offer.ownerId} and b.blocked_id = a.user_id))
      order by a.id
      for update of a`);
    const alerts = rowsOf<{ id: number; user_id: number; price: number }>(matched);
    if (alerts.length === 0) return 0;
    const hits = await tx
      .insert(priceAlertHits)
      .values(alerts.map((a) => ({ alertId: Number(a.id), offerKey: offer.offerKey })))
      .onConflictDoNothing()
      .returning({ alertId: priceAlertHits.alertId });
    if (hits.length === 0) return 0;
    const fired = new Set(hits.map((h) => h.alertId));
    await tx
      .update(priceAlerts)
      .set({ lastFiredAt: sql`now()` })
      .where(inArray(priceAlerts.id, [...fired]));
    await tx.insert(notifications).values(
      alerts
        .filter((a) => fired.has(Number(a.id)))
        .map((a) => ({
          userId: Number(a.user_id),
          kind: 'price_alert',
          payload: {
            itemId: item.id,
            itemUuid: item.uuid,
            itemNameKo: item.nameKo,
            itemNameZhTw: item.nameZhTw,
            side: offer.side,
            price: offer.price,
            alertPrice: Number(a.price),
            offerKey: offer.offerKey,
            actorId: offer.ownerId,
          },
        })),
    );
    return fired.size;
  });
}

export type PostedOffer = Parameters<typeof firePriceAlerts>[0];

/**
 * After an offer is listed, re-priced or resumed: fires the matching alerts. The offer is saved
 * whatever happens here, so a failure is logged and never turns the write into an error.
 */
export async function offersPosted(offers: PostedOffer[]): Promise<void> {
  for (const offer of offers) {
    try {
      await firePriceAlerts(offer);
    } catch (error) {
      console.error('[prices] firing alerts failed', error);
    }
  }
}
