import { notFound } from 'next/navigation';
import { ImageResponse } from 'next/og';
import { AppError } from '@/lib/server/http/errors';
import { getLook } from '@/lib/server/room';
import { SHARE_IMAGE, shareImagePieces } from '@/lib/server/room/share-image';
import { isUuid } from '@/lib/validation/common';

// The share image of a look: the slime wearing it in its room, drawn from the same PNG layers as the page.

export const size = SHARE_IMAGE;
export const contentType = 'image/png';
export const alt = '슬라임 코디 · 史萊姆穿搭';

export default async function Image({ params }: { params: Promise<{ uuid: string }> }) {
  const { uuid } = await params;
  if (!isUuid(uuid)) notFound();
  let look;
  try {
    look = await getLook(uuid, { locale: 'ko' });
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
  const pieces = await shareImagePieces(look);
  return new ImageResponse(
    <div style={{ display: 'flex', position: 'relative', width: '100%', height: '100%', background: '#1e3a2a' }}>
      {pieces.map((p) => (
        <img
          key={p.key}
          src={p.src}
          alt=""
          width={p.width}
          height={p.height}
          style={{ position: 'absolute', left: p.left, top: p.top, width: p.width, height: p.height, imageRendering: 'pixelated' }}
        />
      ))}
    </div>,
    size,
  );
}
