/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { JsonLd, serializeJsonLd } from './json-ld';

const HOSTILE = [
  'x</script ><img src=x onerror=alert(1)>',
  '</SCRIPT><img src=x onerror=alert(2)>',
  '<!--<script>',
  'line\u2028separator\u2029paragraph',
  'a & b > c',
];

const count = (html: string, needle: RegExp) => html.match(needle)?.length ?? 0;
const body = (html: string) => html.replace(/^<script type="application\/ld\+json">/, '').replace(/<\/script>$/, '');

describe('JsonLd', () => {
  it.each(HOSTILE)('keeps %j inside one script element and reads it back', (title) => {
    const data = { '@context': 'https://schema.org', '@type': 'Article', headline: title, author: { '@type': 'Person', name: title } };
    const html = renderToStaticMarkup(<JsonLd data={data} />);

    expect(count(html, /<script/gi)).toBe(1);
    expect(count(html, /<\/script/gi)).toBe(1);
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(html.endsWith('</script>')).toBe(true);
    expect(html).not.toMatch(/<img/i);
    expect(body(html)).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(body(html))).toEqual(data);
  });

  it('writes each object of a list as its own script element', () => {
    const html = renderToStaticMarkup(
      <JsonLd
        data={[
          { '@type': 'A', name: HOSTILE[0] },
          { '@type': 'B', name: HOSTILE[1] },
        ]}
      />,
    );
    expect(count(html, /<script/gi)).toBe(2);
    expect(count(html, /<\/script/gi)).toBe(2);
    expect(html).not.toMatch(/<img/i);
  });

  it('renders nothing for an empty list', () => {
    expect(renderToStaticMarkup(<JsonLd data={[]} />)).toBe('');
  });

  it('escapes as JSON \\u sequences, leaving other text as it is', () => {
    expect(serializeJsonLd({ name: '<a>&\u2028\u2029 한국어 "q"' })).toBe('{"name":"\\u003ca\\u003e\\u0026\\u2028\\u2029 한국어 \\"q\\""}');
  });
});
