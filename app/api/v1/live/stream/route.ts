import { handler } from '@/lib/server/http/route';
import { openLiveStream } from '@/lib/server/live';

// A stream stays open: never rendered at build time, never cached.
export const dynamic = 'force-dynamic';

// The ticket (`?ticket=`) says who reads; the token header works too, for clients that can send it.
export const GET = handler(({ req, url, viewer, ip }) => openLiveStream({ req, url, viewer, address: ip }));
