import type { OpenAPIObject } from '@nestjs/swagger';

/**
 * The two audiences of the API (docs/api-contract.md "Two documents"): the site's document (every
 * path but the back office's) and the back office's (`/api/admin/**`, its sign-in, and the
 * account calls it shares with the site). Each keeps only the schemas its paths reach, so the
 * site's generated types hold no back-office record.
 */
const BACK_OFFICE_ONLY = [/^\/api\/admin\//, /^\/api\/auth\/admin\//];
const SHARED_WITH_BACK_OFFICE = new Set([
  '/api/auth/me',
  '/api/auth/logout',
  '/api/account/profile',
  '/api/account/change-password',
  '/api/uploads',
  '/api/uploads/{filename}',
]);

export const isBackOfficePath = (path: string): boolean => BACK_OFFICE_ONLY.some((pattern) => pattern.test(path));

export function siteDocument(document: OpenAPIObject): OpenAPIObject {
  return documentOf(document, (path) => !isBackOfficePath(path), {
    title: 'GigMarket API (site)',
    description: 'Marketplace for short-term work: the calls of the public site and the user shell. The back office has its own document at /api/admin-docs.',
  });
}

export function backOfficeDocument(document: OpenAPIObject): OpenAPIObject {
  return documentOf(document, (path) => isBackOfficePath(path) || SHARED_WITH_BACK_OFFICE.has(path), {
    title: 'GigMarket API (back office)',
    description: 'Marketplace for short-term work: the back office’s resources, actions, dashboard and sign-in. The site’s calls are in /api/docs.',
  });
}

function documentOf(document: OpenAPIObject, keep: (path: string) => boolean, info: { title: string; description: string }): OpenAPIObject {
  const paths = Object.fromEntries(Object.entries(document.paths).filter(([path]) => keep(path)));
  const all = document.components?.schemas ?? {};
  const reached = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')) {
        const name = value.slice('#/components/schemas/'.length);
        if (!reached.has(name) && all[name]) {
          reached.add(name);
          visit(all[name]);
        }
      } else visit(value);
    }
  };
  visit(paths);
  const schemas = Object.fromEntries(Object.entries(all).filter(([name]) => reached.has(name)));
  const usedTags = new Set(Object.values(paths).flatMap((item) => Object.values(item as Record<string, { tags?: string[] }>).flatMap((operation) => operation?.tags ?? [])));
  return {
    ...document,
    info: { ...document.info, ...info },
    ...(document.tags ? { tags: document.tags.filter((tag) => usedTags.has(tag.name)) } : {}),
    paths,
    components: { ...document.components, schemas },
  };
}
