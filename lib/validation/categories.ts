import { z } from '@/lib/zod';

const categoryBase = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  post_type: z.number().int(),
  writable: z.boolean(),
  admin_only: z.boolean(),
});

export const categoryGroupSchema = categoryBase
  .extend({ children: z.array(categoryBase.meta({ id: 'Category' })) })
  .meta({ id: 'CategoryGroup' });
export type CategoryGroupDto = z.infer<typeof categoryGroupSchema>;
