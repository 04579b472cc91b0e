// The signed-in session as a cache-key part for the member's inquiries: a short, stable,
// non-reversible tag of the token (FNV-1a), the same in the server page (from the render cookie)
// and in the browser (from the user store), fixed from sign-in on. The token stays out of the keys.
export function memberKeyOf(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193);
  return `s${(hash >>> 0).toString(36)}`;
}
