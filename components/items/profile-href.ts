// Where a seller or buyer opens: their profile.
export function profileHref(userUuid: string): string {
  return `/users/${encodeURIComponent(userUuid)}`;
}
