/**
 * Emotion renders each component's rules as a `<style data-emotion="css id">` just before its element, and every
 * server-rendered slot does so again for the rules it shares with the layout. This moves them, once each, into one
 * tag at the start of the markup (issue 13): the browser parses one style sheet instead of ~90 spread through the
 * page, so it no longer recomputes styles and yields mid-element while parsing (the consent banner grew on screen,
 * a layout shift). Emotion's browser cache still finds them (`data-emotion="css id1 id2 …"`, as @emotion/server
 * writes them) and moves the tag into the head before hydration. Global styles (`css-global`) stay where they are:
 * emotion hydrates those by their own tag.
 */
const EMOTION_STYLE = /<style data-emotion="css ([^"]+)">([^<]*)<\/style>/g;

export function hoistEmotionStyles(markup: string): string {
  const rules = new Map<string, string>();
  const rest = markup.replace(EMOTION_STYLE, (_tag, ids: string, css: string) => {
    const names = ids.split(' ');
    // One tag may carry several ids with their rules concatenated: keep the whole text under its first new id.
    if (names.some((name) => !rules.has(name))) rules.set(names.find((name) => !rules.has(name)) as string, css);
    for (const name of names) if (!rules.has(name)) rules.set(name, '');
    return '';
  });
  if (rules.size === 0) return markup;
  return `<style data-emotion="css ${[...rules.keys()].join(' ')}">${[...rules.values()].join('')}</style>${rest}`;
}
