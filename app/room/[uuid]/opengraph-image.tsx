import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { AppError } from '@/lib/server/http/errors';
import { SHARE_IMAGE } from '@/lib/server/room/share-image';
import { shareImageResponse } from '@/lib/server/room/share-image-render';
import { isUuid } from '@/lib/validation/common';

// The share image of a look: the slime wearing it in its room, drawn from the same PNG layers as
// the page, once per version of the look and off the request thread (lib/server/room/share-image-render.ts).

export const size = SHARE_IMAGE;
export const contentType = 'image/png';
export const alt = '슬라임 코디 · 史萊姆穿搭';

export default async function Image({ params }: { params: Promise<{ uuid: string }> }) {
  const { uuid } = await params;
  if (!isUuid(uuid)) notFound();
  try {
    return await shareImageResponse(uuid, (await headers()).get('if-none-match'));
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
}
