import 'server-only';
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject } from 'zod-openapi';
import { idParam, paginatedSchema } from '@/lib/validation/common';
import {
  inquiryCreateSchema,
  inquiryDetailSchema,
  inquiryListQuery,
  inquiryReplyCreateSchema,
  inquiryReplySchema,
  inquiryResolutionSchema,
  inquirySummarySchema,
} from '@/lib/validation/support';
import { imageUploadForm, storedImageSchema } from '@/lib/validation/uploads';
import { errorResponse, json, langParam, op } from '../op';

// A create answers 201 (not 200) with the envelope.
function createOp(...args: Parameters<typeof op>): ZodOpenApiOperationObject {
  const operation = op(...args);
  const { '200': success, ...responses } = operation.responses ?? {};
  return { ...operation, responses: { '201': { ...(success as object), description: 'Created' }, ...responses } };
}
const notFound = { '404': errorResponse('No such inquiry, or it is another member’s (never 403, so ids reveal nothing)') };

export const supportPaths: ZodOpenApiPathsObject = {
  '/v1/support/inquiries/': {
    get: op('My inquiries, newest first', paginatedSchema(inquirySummarySchema), {
      tags: ['Support'],
      auth: true,
      requestParams: { query: inquiryListQuery.extend(langParam.shape) },
    }),
    post: createOp('Send an inquiry; the guide bot answers at once with matching guides', inquiryDetailSchema, {
      tags: ['Support'],
      auth: true,
      description:
        'Category (one of 17), title and content are required; images are at most 5 of your own uploads from `/v1/support/inquiry-image/`. With `follow_up_of_id` it follows up one of your inquiries marked not resolved. At most 5 inquiries an hour. Answers 201 with the inquiry and its bot reply.',
      requestBody: json(inquiryCreateSchema),
      responses: {
        '404': errorResponse('The inquiry to follow up is not yours or does not exist'),
        '409': errorResponse('The inquiry to follow up is not marked not resolved'),
      },
    }),
  },
  '/v1/support/inquiries/{id}/': {
    get: op('One of my inquiries with its replies (admin, user, bot) and follow-up links', inquiryDetailSchema, {
      tags: ['Support'],
      auth: true,
      requestParams: { path: idParam, query: langParam },
      responses: notFound,
    }),
  },
  '/v1/support/inquiries/{id}/replies/': {
    post: createOp('Add more text to my inquiry while it is not completed', inquiryReplySchema, {
      tags: ['Support'],
      auth: true,
      requestParams: { path: idParam },
      requestBody: json(inquiryReplyCreateSchema),
      responses: { ...notFound, '409': errorResponse('The inquiry is completed') },
    }),
  },
  '/v1/support/inquiries/{id}/resolution/': {
    post: op('Mark my answered inquiry resolved or not resolved', inquiryDetailSchema, {
      tags: ['Support'],
      auth: true,
      requestParams: { path: idParam, query: langParam },
      requestBody: json(inquiryResolutionSchema),
      responses: { ...notFound, '409': errorResponse('No operator has answered yet') },
    }),
  },
  '/v1/support/inquiry-image/': {
    post: createOp('Upload an image for an inquiry (re-encoded to WebP, metadata stripped)', storedImageSchema, {
      tags: ['Support'],
      auth: true,
      requestBody: { content: { 'multipart/form-data': { schema: imageUploadForm } } },
      responses: {
        '413': errorResponse('1600: larger than 5 MB'),
        '415': errorResponse('1601: not a JPEG, PNG, WebP or GIF image'),
      },
    }),
  },
};
