import { $site, on } from '@sf/remote-contract';

/**
 * Spec §2 rule 7: after client-side navigation the page names its SEO title and description; the shell applies
 * them in the edge's format, "<page> | <brand>", so a title looks the same however the page was reached.
 */
export function applyPageMeta({ title, description }: { title: string; description: string }): void {
  const brandName = $site.get()?.brandName;
  if (title) document.title = brandName ? `${title} | ${brandName}` : title;
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = description;
}

export function listenForPageMeta(): () => void {
  return on('page:meta', applyPageMeta);
}
