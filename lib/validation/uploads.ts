import { z } from '@/lib/zod';

export const imageUploadForm = z
  .object({ image: z.string().meta({ format: 'binary', description: 'JPEG, PNG, WebP or GIF, at most 5 MB' }) })
  .meta({ id: 'ImageUploadForm' });

export const storedImageSchema = z
  .object({ uuid: z.string(), url: z.string(), width: z.number().int(), height: z.number().int() })
  .meta({ id: 'StoredImage' });
export type StoredImageDto = z.infer<typeof storedImageSchema>;
