/**
 * Spec §2 "for bots the error page is not rendered": user agents of known search and link-preview crawlers (a
 * case-insensitive substring match). Server-only, so the list costs the browser nothing.
 */
const CRAWLER_AGENT =
  /bot\b|crawler|spider|slurp|googlebot|bingbot|yandex|baiduspider|duckduckbot|facebookexternalhit|embedly|quora link preview|pinterest|slackbot|twitterbot|linkedinbot|whatsapp|applebot|semrush|ahrefs|petalbot/i;

export const isCrawler = (userAgent: string | undefined): boolean => userAgent !== undefined && CRAWLER_AGENT.test(userAgent);
