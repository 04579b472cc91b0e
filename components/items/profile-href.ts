// Where a seller or buyer opens: their public wish list until the People issue adds the
// profile route (/users/{uuid}); change it here then.
export function profileHref(userUuid: string): string {
  return `/market/wishlist/${encodeURIComponent(userUuid)}`;
}
