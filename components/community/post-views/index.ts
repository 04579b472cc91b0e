export { PostContentView } from './post-content-view';
export { hasListView, listTagKey, postTypeKey, postViewFamily, tradeKind, type PostViewFamily } from './families';
