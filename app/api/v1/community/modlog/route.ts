import { okPage } from '@/lib/server/http/paging';
import { handler } from '@/lib/server/http/route';
import { listModlog } from '@/lib/server/moderation/modlog';
import { paginatedSchema } from '@/lib/validation/common';
import { modlogEntrySchema, modlogQuery } from '@/lib/validation/moderation';

export const GET = handler(
  {
    summary: 'The public moderation log',
    description:
      'Every hide, delete, suspension and reversal by an administrator (and automatic suspensions for strikes), newest first, with the date, ' +
      'board, rule and public note. Never reporters, members, private notes or the content’s text. Hides by the report threshold are pending ' +
      'review and not listed.',
    tags: ['Moderation'],
    query: modlogQuery,
    lang: true,
    response: paginatedSchema(modlogEntrySchema),
  },
  async ({ url, query, locale }) => okPage(url, await listModlog(query, locale)),
);
