import { listBoards } from '@/lib/server/community/admin';
import { handler, ok } from '@/lib/server/http/route';
import { adminBoardGroupSchema } from '@/lib/validation/admin/content/posts';
import { z } from '@/lib/zod';
import { adminContract } from '@/app/api/v1/admin/contract';

// Admin-only boards included.
export const GET = handler(
  {
    ...adminContract(),
    summary: 'Boards a post can be moved to, by group',
    lang: true,
    response: z.array(adminBoardGroupSchema),
  },
  async ({ locale }) => ok(await listBoards(locale)),
);
