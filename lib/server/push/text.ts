import 'server-only';
import { createTranslator } from 'use-intl/core';
import { pick } from '@/lib/bilingual';
import { isLocale } from '@/lib/locale';
import { DEFAULT_LOCALE, type Locale } from '@/lib/constants';
import { LOCALE_TIME_ZONE } from '@/lib/dates';
import { NOTIFICATION_KINDS } from '@/lib/enums';
import { notificationLink } from '@/lib/server/people/notifications';
import koPush from '@/messages/ko/push.json';
import koUser from '@/messages/ko/user.json';
import zhTwPush from '@/messages/zh-TW/push.json';
import zhTwUser from '@/messages/zh-TW/user.json';

// What a push says: the same ICU messages as the notifications page (user.notifications.kinds,
// with the values app/my/notifications/notification-list.tsx gives them), in the member's language.

type Messages = { push: typeof koPush; user: typeof koUser };
const CATALOGUES: Record<Locale, Messages> = {
  ko: { push: koPush, user: koUser },
  'zh-TW': { push: zhTwPush, user: zhTwUser } as Messages,
};
const translators = new Map<Locale, ReturnType<typeof createTranslator<Messages>>>();

function translator(locale: Locale) {
  let t = translators.get(locale);
  if (!t) {
    t = createTranslator({ locale, messages: CATALOGUES[locale], timeZone: LOCALE_TIME_ZONE[locale] });
    translators.set(locale, t);
  }
  return t;
}

/** A message of the push namespace in the reader's language (error messages of the push routes). */
export function pushMessage(locale: Locale, key: 'errors.endpointTaken'): string {
  return translator(locale)(`push.${key}`);
}

export type PushPayload = { title: string; body: string; url: string; kind: string; id: number };

export type PushSource = {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  locale: string;
  /** The actor's current nickname and uuid (null when withdrawn or unknown). */
  actor: { nickname: string | null; uuid: string } | null;
  /** The badge's titles, for badge notifications. */
  badge: { titleKo: string; titleZhTw: string } | null;
};

type Known = (typeof NOTIFICATION_KINDS)[number];
const EXCERPT_MAX = 120;
const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

export function pushPayload(source: PushSource): PushPayload {
  const locale: Locale = isLocale(source.locale) ? source.locale : DEFAULT_LOCALE;
  const t = translator(locale);
  const p = source.payload;
  const kind: Known | 'other' = (NOTIFICATION_KINDS as readonly string[]).includes(source.kind) ? (source.kind as Known) : 'other';
  const actor = source.actor?.nickname || text(p.actorNickname) || text(p.nickname) || t('user.notifications.someone');
  const line = t(`user.notifications.kinds.${kind}`, {
    actor,
    count: text(p.count) || '0',
    badge: source.badge ? pick(locale, source.badge.titleKo, source.badge.titleZhTw) : '',
    item: pick(locale, text(p.itemNameKo), text(p.itemNameZhTw)),
    state: text(p.state) || 'other',
    side: text(p.side) || 'other',
    price: text(p.price),
    alertPrice: text(p.alertPrice),
  });
  const excerpt = text(p.excerpt).trim();
  const body = excerpt ? `${line}\n${excerpt.length > EXCERPT_MAX ? `${excerpt.slice(0, EXCERPT_MAX - 1)}…` : excerpt}` : line;
  const label = kind === 'other' ? t('push.section.title') : t(`push.kinds.${kind}`);
  return {
    title: t('push.payload.title', { label }),
    body,
    url: notificationLink(source.kind, p, source.actor?.nickname ? source.actor.uuid : null) ?? '/my/notifications',
    kind: source.kind,
    id: source.id,
  };
}
