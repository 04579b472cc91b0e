import 'server-only';
import { runAuditChainCheck } from '@/lib/server/audit/chain';
import { purgeWithdrawnAccounts } from '@/lib/server/auth/withdrawal';
import { pruneInvalidations } from '@/lib/server/cache/pages';
import { foldReactionDeltas } from '@/lib/server/community/reaction-counts';
import { purgeLive } from '@/lib/server/live';
import { pruneOutbox } from '@/lib/server/messaging/outbox';
import { expireTakedowns } from '@/lib/server/moderation/takedown';
import { applyDueVersions } from '@/lib/server/probability/schedule';
import { expireTrades } from '@/lib/server/trades';
import { runJob } from './runner';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
// Each instance looks this often; runJob decides whether a job is due and who runs it.
const TICK_MS = 5 * 60_000;

export const JOBS = [
  {
    name: 'purge-withdrawn',
    intervalMs: HOUR_MS,
    run: async () => {
      await purgeWithdrawnAccounts();
      await pruneOutbox(new Date(Date.now() - 7 * DAY_MS));
      await pruneInvalidations();
    },
  },
  // Recomputes the audit log's hash chain; a break is an alert (lib/server/audit/chain.ts).
  { name: 'audit-chain', intervalMs: HOUR_MS, run: () => runAuditChainCheck().then(() => undefined) },
  // A 임시조치 nobody objected to ends with the post deleted once an operator has seen it; unseen
  // ones stay blinded at the top of /admin/takedowns (lib/server/moderation/takedown.ts).
  {
    name: 'takedown-expiry',
    intervalMs: HOUR_MS,
    run: async () => {
      const { awaitingReview } = await expireTakedowns();
      if (awaitingReview.length > 0)
        console.warn(`[jobs] takedown-expiry: ${awaitingReview.length} ended unreviewed, left for operators (/admin/takedowns)`);
    },
  },
  // Proposed trades lapse after 72 hours, accepted ones 7 days after acceptance (lib/server/trades).
  { name: 'trade-expiry', intervalMs: TICK_MS, run: () => expireTrades().then(() => undefined) },
  // Announced probability versions take effect on their date (a read that finds one due applies it too).
  { name: 'probability-versions', intervalMs: TICK_MS, run: () => applyDueVersions().then(() => undefined) },
  // Likes and recommends given since the last tick, added into the posts' counters (readers add the
  // pending ones meanwhile: lib/server/community/reaction-counts.ts).
  { name: 'reaction-fold', intervalMs: TICK_MS, run: foldReactionDeltas },
  // Live events past the resume window (docs/live.md) and tickets nobody spent.
  { name: 'live-purge', intervalMs: TICK_MS, run: purgeLive },
];

let timer: NodeJS.Timeout | undefined;

export function startJobs() {
  if (timer) return;
  const tick = async () => {
    for (const job of JOBS) {
      await runJob(job.name, job.intervalMs, job.run).catch((error) => console.error(`[jobs] ${job.name} failed`, error));
    }
  };
  void tick();
  timer = setInterval(tick, TICK_MS);
  timer.unref();
}
