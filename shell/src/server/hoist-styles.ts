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
    // A tag may name several ids with their rules together: its text is kept once, under its first id not seen yet.
    const names = ids.split(' ').filter((name) => !rules.has(name));
    for (const [index, name] of names.entries()) rules.set(name, index === 0 ? css : '');
    return '';
  });
  if (rules.size === 0) return markup;
  return `<style data-emotion="css ${[...rules.keys()].join(' ')}">${[...rules.values()].join('')}</style>${rest}`;
}
