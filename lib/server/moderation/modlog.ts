import 'server-only';
import { sql } from 'drizzle-orm';
import type { Locale } from '@/lib/constants';
import { pick } from '@/lib/bilingual';
import { getDb } from '@/lib/server/db';
import { rowsOf } from '@/lib/server/db/rows';
import { readPage, type Page } from '@/lib/server/db/paging';
import type { TakedownReason } from '@/lib/validation/takedown';
import type { ModlogEntryDto, ModlogQuery, SanctionKind, SanctionRule, SanctionTargetType } from '@/lib/validation/moderation';

// The public moderation log: every sanction (hide, delete, suspension) and every reversal, newest
// first, with the date, the board, the rule and the operator's public note; and every 임시조치 step
// (a post blinded on a rights-infringement request, restored, removed, or deleted when its period
// ended) with the right claimed instead of a rule. It reads only the sanctions and takedown tables
// and the board names: never reporters, requesters, private notes, members or the content's text.
// Hides by the report threshold (`*.auto_hide`) are pending review, not decisions, and are not
// listed; the administrator's hide that confirms one is. A 임시조치 request still waiting for an
// operator (or dismissed) never blinded anything and is not listed.

type Row = {
  id: number;
  event: SanctionKind | 'reversal';
  kind: SanctionKind;
  target_type: SanctionTargetType;
  name_ko: string | null;
  name_zh_tw: string | null;
  rule: SanctionRule;
  public_note: string;
  automatic: boolean;
  at: string | Date;
  source: 's' | 'r' | 't' | 'u';
  takedown_reason: TakedownReason | null;
};

export async function listModlog(q: ModlogQuery, locale: Locale): Promise<Page<ModlogEntryDto>> {
  const db = await getDb();
  const events = sql`(
    select s.id, s.kind as event, s.kind, s.target_type, s.category_id, s.rule, s.public_note,
      s.admin_id is null as automatic, s.created_at as at, 's' as source, null::varchar as takedown_reason
    from sanctions s
    union all
    select s.id, 'reversal', s.kind, s.target_type, s.category_id, s.rule, s.public_note,
      false, s.reversed_at, 'r', null
    from sanctions s where s.status = 'reversed' and s.reversed_at is not null
    union all
    select t.id, 'hide', 'hide', 'post', p.category_id, 'other', '', t.queue_reason is null, t.blinded_at, 't', t.reason
    from takedown_requests t join posts p on p.id = t.post_id
    where t.blinded_at is not null
    union all
    select t.id, case t.status when 'restored' then 'reversal' else 'delete' end,
      case t.status when 'restored' then 'hide' else 'delete' end, 'post', p.category_id, 'other', '',
      t.status = 'expired', t.decided_at, 'u', t.reason
    from takedown_requests t join posts p on p.id = t.post_id
    where t.status in ('restored', 'removed', 'expired') and t.decided_at is not null
  )`;
  const filter = q.kind ? sql`where e.event = ${q.kind}` : sql``;
  const page = await readPage(
    { page: q.page, pageSize: q.page_size },
    (limit, offset) =>
      db
        .execute(
          sql`
      select e.id, e.event, e.kind, e.target_type, c.name_ko, c.name_zh_tw, e.rule, e.public_note, e.automatic, e.at,
        e.source, e.takedown_reason
      from ${events} e left join categories c on c.id = e.category_id
      ${filter}
      order by e.at desc, e.source, e.id desc, e.event
      limit ${limit} offset ${offset}`,
        )
        .then((result) => rowsOf<Row>(result)),
    db.execute(sql`select count(*)::int as n from ${events} e ${filter}`).then((result) => rowsOf<{ n: number }>(result)),
  );
  return {
    ...page,
    results: page.results.map((r) => ({
      id: `${r.source}${r.id}`,
      event: r.event,
      kind: r.kind,
      target_type: r.target_type,
      board: r.name_ko === null ? null : pick(locale, r.name_ko, r.name_zh_tw ?? r.name_ko),
      rule: r.rule,
      public_note: r.public_note,
      automatic: Boolean(r.automatic),
      takedown_reason: r.takedown_reason ?? null,
      at: new Date(r.at).toISOString(),
    })),
  };
}
