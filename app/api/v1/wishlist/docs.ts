// What the wish-list contracts share (app/api/v1/wishlist and app/api/v1/item/wish-items).

export const WISH_OWNER_ONLY = '1300: not the owner of the entry; 1301: suspended account';

export const WISH_MANAGE_DESCRIPTION =
  'Adds the item to, or removes it from, the signed-in member’s list of that type. ' +
  '`action`: toggle (default) removes it when listed and adds it otherwise; add and remove are idempotent. ' +
  'wish_type may come from the query, the body or both (then they must agree). ' +
  'Adding an item others have active on the opposite list notifies them and the member (kind wish_match).';
