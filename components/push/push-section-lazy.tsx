'use client';

import dynamic from 'next/dynamic';

// The push settings (react-hook-form, the zone list) load after the account page, on the client only.
export const PushSectionLazy = dynamic(() => import('./push-section').then((m) => m.PushSection), { ssr: false });
