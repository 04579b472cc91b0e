import { ZONE_REGION } from './zone-regions';

// The time-zone picker's entries: every IANA zone the browser knows, named in the reader's
// language: the country from Intl.DisplayNames with the city of the zone's id ("대한민국 · Seoul",
// "台灣 · Taipei"), and, for the rows on screen, the zone's own name and offset from
// Intl.DateTimeFormat ("한국 표준시 · GMT+9"; a few ms a zone, so never for all 400 at once).

export type ZoneOption = { value: string; label: string; search: string };

type DisplayNamesLike = { of(code: string): string | undefined };

function regionNames(locale: string): DisplayNamesLike | null {
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  } catch {
    return null;
  }
}

/** The zones Intl knows, those of `first` leading (or only those, where it cannot list them). */
export function knownZones(first: readonly string[]): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...first, ...all])];
}

/** One zone's name in `locale`: its country and city. */
export function zoneOption(timeZone: string, regions: DisplayNamesLike | null): ZoneOption {
  const city = (timeZone.split('/').at(-1) ?? timeZone).replace(/_/g, ' ');
  const region = ZONE_REGION[timeZone];
  const country = region && regions ? (regions.of(region) ?? '') : '';
  const label = country && country !== city ? `${country} · ${city}` : city;
  return { value: timeZone, label, search: `${label} ${timeZone.replace(/_/g, ' ')}`.toLowerCase() };
}

/** Every zone named in `locale`, those of `first` leading (the reader's language's zone, the saved one). */
export function zoneOptions(locale: string, first: readonly string[]): ZoneOption[] {
  const regions = regionNames(locale);
  return knownZones(first).map((zone) => zoneOption(zone, regions));
}

/** The entries whose country, city or id holds every word of the query. */
export function filterZones(options: readonly ZoneOption[], query: string): ZoneOption[] {
  const words = query.toLowerCase().replace(/_/g, ' ').split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...options];
  return options.filter((option) => words.every((word) => option.search.includes(word)));
}

const details = new Map<string, string>();

/** The zone's own name and its offset in `locale` ("한국 표준시 · GMT+9"), cached. */
export function zoneDetail(locale: string, timeZone: string): string {
  const key = `${locale} ${timeZone}`;
  let detail = details.get(key);
  if (detail === undefined) {
    const name = (style: 'longGeneric' | 'shortOffset') => {
      try {
        return (
          new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style })
            .formatToParts(Date.UTC(2026, 0, 15))
            .find((p) => p.type === 'timeZoneName')?.value ?? ''
        );
      } catch {
        return '';
      }
    };
    const parts = [name('longGeneric'), name('shortOffset')];
    detail = parts.filter((part, i) => part && parts.indexOf(part) === i).join(' · ');
    details.set(key, detail);
  }
  return detail;
}
