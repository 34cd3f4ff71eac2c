import styled from '@emotion/styled';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { MenuCategory } from '@sf/contracts';
import { Container, Link } from '@sf/ui';
import { useTranslation } from '@sf/i18n';

/** Below the whole header (the sticky header is its containing block), as wide as the page. */
const Panel = styled.div(({ theme }) => ({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  zIndex: theme.zIndices.header,
  background: theme.colors.background,
  color: theme.colors.text,
  borderBottom: `1px solid ${theme.colors.border}`,
  boxShadow: theme.shadows.md,
  paddingBlock: theme.space[5],
  '& a': { color: theme.colors.text },
}));
const Columns = styled.ul(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: theme.space[5],
  listStyle: 'none',
  margin: 0,
  padding: 0,
}));
const Heading = styled(Link)(({ theme }) => ({ display: 'inline-block', fontWeight: 700, marginBottom: theme.space[2], paddingBlock: theme.space[1] }));
const Leaves = styled.ul({ listStyle: 'none', margin: 0, padding: 0 });
const Leaf = styled(Link)(({ theme }) => ({ display: 'inline-block', paddingBlock: theme.space[1] }));

/**
 * One open panel of the mega menu: the category's second level as columns, the third as their lists. Up/Down,
 * Home/End move among its links; Escape bubbles to the menu, which closes it and puts focus back on its button.
 */
export default function MegaMenuPanel({ id, category, focusFirst }: { id: string; category: MenuCategory; focusFirst: boolean }) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusFirst) panel.current?.querySelector<HTMLElement>('a')?.focus();
  }, [focusFirst]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const links = [...(panel.current?.querySelectorAll<HTMLElement>('a') ?? [])];
    const index = links.indexOf(event.target as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: links.length - 1 };
    const next = moves[event.key];
    if (next === undefined || index < 0) return;
    event.preventDefault();
    // Handled here: the top level's own keys (Left/Right/Home/End) are for its row, not for the panel.
    event.stopPropagation();
    links[Math.max(0, Math.min(links.length - 1, next))]?.focus();
  };
  return (
    <Panel id={id} ref={panel} onKeyDown={onKeyDown} data-testid="mega-menu-panel">
      <Container>
        <Columns>
          <li>
            <Heading to={`/c/${category.slug}`} variant="plain">
              {t('header.allIn', { name: category.name })}
            </Heading>
          </li>
          {category.children.map((child) => (
            <li key={child.slug}>
              <Heading to={`/c/${child.slug}`} variant="plain">
                {child.name}
              </Heading>
              {child.children.length > 0 && (
                <Leaves>
                  {child.children.map((leaf) => (
                    <li key={leaf.slug}>
                      <Leaf to={`/c/${leaf.slug}`} variant="plain">
                        {leaf.name}
                      </Leaf>
                    </li>
                  ))}
                </Leaves>
              )}
            </li>
          ))}
        </Columns>
      </Container>
    </Panel>
  );
}
