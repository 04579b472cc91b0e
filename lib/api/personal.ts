import { queryOptions } from '@tanstack/react-query';
import type { PersonalLayerDto } from '@/lib/validation/personal';
import type { ReactionResult } from './posts-write';
import { peopleKeys } from './keys';
import { apiAddress, get } from './request';

// The personal layer: pages are the same for every reader (the page cache serves members the
// guests' HTML), and what is the member's own arrives in one request per page view. Each query of
// it (the member, the unread count, the hidden authors, a post's reactions) asks the loader below
// for its part; the parts asked for in the same turn of the event loop go out as one
// GET /v1/user/layer/, so the queries a page mounts together cost one round trip.

type Part = { kind: LayerFlag } | { kind: 'reactions'; postId: number };
type LayerFlag = 'me' | 'unread' | 'hidden';

const LAYER = '/v1/user/layer/';

// Each part as its query keeps it.
const PARTS = {
  me: (layer: PersonalLayerDto) => layer.me!,
  unread: (layer: PersonalLayerDto) => ({ count: layer.unread_count ?? 0 }),
  hidden: (layer: PersonalLayerDto) => layer.hidden_author_ids ?? [],
} satisfies Record<LayerFlag, (layer: PersonalLayerDto) => unknown>;

/** The request that reads part `flag` alone, and the part: what a server page seeds the part's query with. */
export const layerPartMeta = (flag: LayerFlag) => ({ api: apiAddress(LAYER, { [flag]: 1 }), pick: PARTS[flag] });
type Waiting = { part: Part; resolve: (layer: PersonalLayerDto) => void; reject: (error: unknown) => void };

let waiting: Waiting[] = [];
let scheduled = false;

function flush() {
  const batch = waiting;
  waiting = [];
  scheduled = false;
  const flags = new Set(batch.map((w) => w.part.kind));
  const posts = [...new Set(batch.flatMap((w) => (w.part.kind === 'reactions' ? [w.part.postId] : [])))];
  get<PersonalLayerDto>(LAYER, {
    me: flags.has('me') ? 1 : undefined,
    unread: flags.has('unread') ? 1 : undefined,
    hidden: flags.has('hidden') ? 1 : undefined,
    posts: posts.length ? posts.join(',') : undefined,
  }).then(
    (layer) => batch.forEach((w) => w.resolve(layer)),
    (error: unknown) => batch.forEach((w) => w.reject(error)),
  );
}

function load(part: Part): Promise<PersonalLayerDto> {
  return new Promise((resolve, reject) => {
    waiting.push({ part, resolve, reject });
    if (!scheduled) {
      scheduled = true;
      setTimeout(flush, 0);
    }
  });
}

/** Thrown when the layer left a post out: it is gone, hidden, or its author is blocked. */
export class PersonalPartMissing extends Error {}

export const loadMe = () => load({ kind: 'me' }).then(PARTS.me);
export const loadUnreadCount = () => load({ kind: 'unread' }).then(PARTS.unread);
export const loadHiddenAuthors = () => load({ kind: 'hidden' }).then(PARTS.hidden);
export const loadReactions = (postId: number): Promise<ReactionResult> =>
  load({ kind: 'reactions', postId }).then((layer) => {
    const found = layer.reactions?.[String(postId)];
    if (!found) throw new PersonalPartMissing(`post ${postId}`);
    return found;
  });

/** The ids of the members whose posts and comments this member does not see (blocked either way). */
export function hiddenAuthorsOptions() {
  return queryOptions({
    queryKey: peopleKeys.hiddenAuthors(),
    queryFn: loadHiddenAuthors,
    meta: layerPartMeta('hidden'),
    staleTime: 60_000,
  });
}
