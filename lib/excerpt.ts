/** Text on one line, cut to `max` characters with an ellipsis: how lists and notices quote a post or comment. */
export function excerptOf(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}
