import { useEffect } from 'react';

const SITE = 'SportDesk';

function setMeta(name: string, content: string | undefined) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === undefined) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

function setCanonical(href: string | undefined) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (href === undefined) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = href;
}

/**
 * SEO basics of a portal page: the title, the description and the canonical address (the page's own
 * path without the query string, unless given). Restored when the page unmounts.
 */
export function useDocumentMeta({
  title,
  description,
  canonicalPath,
  robots,
}: {
  title: string;
  description?: string;
  canonicalPath?: string;
  robots?: string;
}) {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = `${title} — ${SITE}`;
    setMeta('description', description);
    setMeta('robots', robots);
    setCanonical(canonicalPath === undefined ? undefined : new URL(canonicalPath, window.location.origin).href);
    return () => {
      document.title = previousTitle;
      setMeta('description', undefined);
      setMeta('robots', undefined);
      setCanonical(undefined);
    };
  }, [title, description, canonicalPath, robots]);
}
