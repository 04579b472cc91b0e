import { imageUpload } from '@/app/api/v1/image-upload';

export const POST = imageUpload('inquiry', {
  summary: 'Upload an image for an inquiry (re-encoded to WebP, metadata stripped)',
  tags: ['Support'],
});
