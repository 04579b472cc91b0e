import { handler, ok } from '@/lib/server/http/route';
import { listMySanctions } from '@/lib/server/moderation/sanctions';
import { STRIKE_DECAY_DAYS, STRIKE_LADDER } from '@/lib/server/moderation/strikes';
import { memberSanctionsSchema } from '@/lib/validation/moderation';

const ladder = STRIKE_LADDER.map((s) => `${s.strikes} → ${s.days === null ? 'until lifted' : `${s.days} days`}`).join(', ');

export const GET = handler(
  {
    summary: 'The viewer’s own sanctions, appeals and strikes',
    description:
      'Every hide, delete and suspension of the viewer’s content or account, with the rule and the operator’s public note ' +
      `(never the reporter or the private reason). A hide or delete marked as a strike counts for ${STRIKE_DECAY_DAYS} days ` +
      `unless reversed; active strikes suspend automatically: ${ladder}. Suspended members may read theirs.`,
    tags: ['Moderation'],
    auth: 'signedIn',
    response: memberSanctionsSchema,
  },
  async ({ viewer }) => ok(await listMySanctions(viewer)),
);
