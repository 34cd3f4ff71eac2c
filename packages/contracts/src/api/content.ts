import { z } from 'zod';

/** CMS blocks are typed data, never raw HTML, so a page cannot inject script. */
export const ContentBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: z.string() }),
  z.object({ type: z.literal('paragraph'), text: z.string() }),
  z.object({ type: z.literal('links'), links: z.array(z.object({ label: z.string(), href: z.string() })) }),
]);

export const CmsPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  overlayHeader: z.boolean(),
  headerStyle: z.enum(['light', 'dark']),
  blocks: z.array(ContentBlockSchema),
});

export const ContentAssetSchema = z.object({
  id: z.string(),
  title: z.string(),
  size: z.enum(['xs', 'md', 'lg']),
  blocks: z.array(ContentBlockSchema),
});

export const NavigationSchema = z.object({
  key: z.string(),
  links: z.array(z.object({ label: z.string(), href: z.string() })),
});
