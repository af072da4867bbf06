import { escapeHtml } from '@schaufenster/shared/html';
import type { FastifyInstance } from 'fastify';


/**
 * A small German page of its own, for answers outside the CMS layouts (the logout confirmation, the catalog's key
 * form): no script, no stylesheet of the site (it may be served on a CMS origin that has none at that path), and
 * `body` as HTML the caller has escaped.
 */
export function smallPage(title: string, body: string): string {
  return [
    '<!doctype html><html lang="de"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    '<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#111}main{max-width:28rem;margin:0 auto}',
    'button{font:inherit;font-weight:700;min-height:44px;padding:0 1.5rem;border:0;border-radius:4px;background:#111;color:#fff;cursor:pointer}',
    'input{font:inherit;min-height:44px;width:100%;box-sizing:border-box;margin:.25rem 0 1rem}a{color:inherit}</style>',
    `</head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
  ].join('');
}

/** Largest form body these pages take: a key or nothing. */
const FORM_BODY_LIMIT_BYTES = 1024;

/**
 * Lets the routes of one plugin scope take a plain HTML form (`application/x-www-form-urlencoded`), as fields by
 * name (the first of a repeated one). Scoped on purpose: the API elsewhere takes JSON only.
 */
export function acceptFormBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES }, (_request, body, done) => {
    const fields: Record<string, string> = Object.create(null) as Record<string, string>;
    for (const [name, value] of new URLSearchParams(String(body))) fields[name] ??= value;
    done(null, fields);
  });
}
