/** @jsxRuntime automatic */
import type { FastifyPluginAsync } from 'fastify';
import type { PageDocument } from '@sportdesk/contract';
import { findPageByUrl } from '../pages/public';
import { notFoundDocument, PUBLIC_PAGE_CSP, renderDocument } from './document';
import { PageBlocks } from './render';

/**
 * `GET /s/<url>`: a visible page rendered to HTML on the server from its blocks; a redirect when redirection
 * is on; a Polish 404 page for hidden and unknown pages.
 */
export const publicPageRoutes: FastifyPluginAsync = async (app) => {
  app.get('/s/:url', { schema: { hide: true } }, async (request, reply) => {
    const { url } = request.params as { url: string };
    const page = url.length <= 255 ? await findPageByUrl(app.deps.db, url) : undefined;
    reply.header('Content-Security-Policy', PUBLIC_PAGE_CSP).header('Cache-Control', 'no-cache');
    if (!page || !page.visible) return reply.status(404).type('text/html; charset=utf-8').send(notFoundDocument());
    if (page.rediraction && page.redirUrl) return reply.redirect(page.redirUrl, 302);
    return reply
      .type('text/html; charset=utf-8')
      .send(renderDocument(page.name, <PageBlocks doc={page.body as PageDocument | null} />));
  });
};
