import 'server-only';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { imageUploadForm, storedImageSchema } from '@/lib/validation/uploads';
import { errorResponse, op } from '../op';

export const uploadPaths: ZodOpenApiPathsObject = {
  '/v1/community/post-image/': {
    post: op('Upload an image for a post (re-encoded to WebP, metadata stripped)', storedImageSchema, {
      tags: ['Community'],
      auth: true,
      requestBody: { content: { 'multipart/form-data': { schema: imageUploadForm } } },
      responses: {
        '413': errorResponse('1600: larger than 5 MB'),
        '415': errorResponse('1601: not a JPEG, PNG, WebP or GIF image'),
      },
    }),
  },
};
