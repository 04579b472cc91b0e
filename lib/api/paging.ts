// A list answer's `next` and `previous` are URLs of the API; the following call sends the keyset
// cursor or the page number they carry. Both answer null at the end of the list (and for a link
// that cannot be read), which react-query takes as "no more pages".

function paramOf(link: string | null | undefined, name: string): string | null {
  if (!link) return null;
  try {
    return new URL(link, 'http://local').searchParams.get(name);
  } catch {
    return null;
  }
}

/** The `cursor` of a link of a cursor-paged list. */
export function cursorOf(link: string | null | undefined): string | null {
  return paramOf(link, 'cursor');
}

/** The `page` of a link of a page-numbered list. */
export function pageOf(link: string | null | undefined): number | null {
  const page = Number(paramOf(link, 'page'));
  return Number.isInteger(page) && page > 0 ? page : null;
}
