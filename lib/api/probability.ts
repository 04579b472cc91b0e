import { queryOptions } from '@tanstack/react-query';
import { probabilityKindSlug, type ProbabilityKind, type ProbabilityListEntry } from '@/lib/validation/probability';
import { probabilityKeys } from './keys';
import { apiBaseUrl, get } from './request';

/** Where the list screen loads its array unless NEXT_PUBLIC_PROBABILITY_LIST_URL says otherwise. */
export function defaultProbabilityListTemplate(): string {
  return `${apiBaseUrl().replace(/\/+$/, '')}/v1/probability/{kind}/`;
}

/**
 * The spec's configurable list endpoint. The template is a full URL or a site path, with
 * `{kind}` (snake case, `treasure_box`) or `{slug}` (kebab case, `treasure-box`) in it.
 */
export function probabilityListTemplate(override?: string): string {
  return override || process.env.NEXT_PUBLIC_PROBABILITY_LIST_URL || defaultProbabilityListTemplate();
}

export function probabilityListUrl(kind: ProbabilityKind, template = probabilityListTemplate()): string {
  return template.replaceAll('{kind}', kind).replaceAll('{slug}', probabilityKindSlug(kind));
}

// `get` puts the API base before any path; a site path here already names its whole location.
function absolute(url: string): string {
  if (/^https?:\/\//.test(url) || typeof window === 'undefined') return url;
  return new URL(url, window.location.origin).toString();
}

function isListEntry(value: unknown): value is ProbabilityListEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  const id = entry.id;
  const numeric = typeof id === 'number' || (typeof id === 'string' && id.trim() !== '');
  return numeric && Number.isInteger(Number(id)) && typeof entry.name === 'string';
}

// A configurable endpoint may be another service: keep only rows that have what a row shows.
export function normaliseProbabilityList(data: unknown): ProbabilityListEntry[] {
  if (!Array.isArray(data)) return [];
  return data.filter(isListEntry).map((e) => ({
    id: Number(e.id),
    uuid: String(e.uuid ?? ''),
    name: e.name,
    image: typeof e.image === 'string' && e.image ? e.image : null,
    description: typeof e.description === 'string' ? e.description : '',
  }));
}

/** GET with no parameters and no token (the endpoint may belong to someone else). */
export function probabilityListOptions(kind: ProbabilityKind, template?: string) {
  const url = probabilityListUrl(kind, probabilityListTemplate(template));
  return queryOptions({
    queryKey: probabilityKeys.list(url),
    queryFn: async ({ signal }) => normaliseProbabilityList(await get<unknown>(absolute(url), undefined, { signal, auth: false })),
  });
}
