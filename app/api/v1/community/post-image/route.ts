import { imageUpload } from '@/app/api/v1/image-upload';

export const POST = imageUpload('post', {
  summary: 'Upload an image for a post (re-encoded to WebP, metadata stripped)',
  tags: ['Community'],
});
