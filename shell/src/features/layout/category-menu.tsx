import styled from '@emotion/styled';
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import type { MenuCategory } from '@sf/contracts';
import { Link } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { Icon } from './header-icons';
import { CATEGORY_ROW } from './header-metrics';

// The open panel's code loads on intent (the pointer over the menu, focus in it), before the first open needs it.
const loadPanel = () => import('./mega-menu-panel');
const MegaMenuPanel = lazy(loadPanel);

const List = styled.ul(({ theme }) => ({ display: 'flex', gap: theme.space[2], listStyle: 'none', margin: 0, padding: 0, height: CATEGORY_ROW }));
const Item = styled.li({ display: 'flex', alignItems: 'center' });
const TopLink = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  height: '100%',
  paddingInline: theme.space[2],
  fontWeight: theme.fontWeights.medium,
}));
const Toggle = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.5rem',
  minHeight: '1.5rem',
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  cursor: 'pointer',
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
  '& svg': { transition: `transform ${theme.durations.fast}` },
}));

const topItems = (nav: HTMLElement | null) => [...(nav?.querySelectorAll<HTMLElement>('[data-top]') ?? [])];

/**
 * The mega menu's top level (spec §2 "mega menu levels"), WAI-ARIA disclosure navigation: each category is a link
 * plus a button that shows its panel. Mouse: hover opens, leaving closes. Keyboard: Enter/Space toggle, Left/Right
 * (Home/End) move along the top level, Down opens and enters the panel, Escape closes and returns to the button,
 * Tab out of the menu closes it. Server-rendered as plain links, so it works before (or without) its script.
 */
export function CategoryMenu({ categories }: { categories: MenuCategory[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const [enter, setEnter] = useState(false);
  const nav = useRef<HTMLElement>(null);
  // Leaving by a pixel on the way down into the panel must not close it: a short grace before hover closes.
  const leaving = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hover = (index: number | null) => {
    clearTimeout(leaving.current);
    if (index !== null) setOpen(index);
    else leaving.current = setTimeout(() => setOpen(null), 150);
  };
  useEffect(() => () => clearTimeout(leaving.current), []);
  const { pathname } = useLocation();
  useEffect(() => setOpen(null), [pathname]);

  const close = (focusButton: boolean) => {
    if (focusButton && open !== null) nav.current?.querySelector<HTMLElement>(`[data-toggle="${open}"]`)?.focus();
    setOpen(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open !== null) {
      event.preventDefault();
      close(true);
      return;
    }
    const items = topItems(nav.current);
    const index = items.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    const toggle = (event.target as HTMLElement).dataset.toggle;
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % items.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    else if (event.key === 'ArrowDown' && toggle !== undefined) {
      event.preventDefault();
      setEnter(true);
      setOpen(Number(toggle));
      return;
    }
    if (next < 0) return;
    event.preventDefault();
    items[next]?.focus();
  };

  return (
    <nav
      ref={nav}
      aria-label={t('header.categories')}
      onKeyDown={onKeyDown}
      onPointerEnter={() => void loadPanel()}
      onFocus={() => void loadPanel()}
      onBlur={(event) => {
        if (!nav.current?.contains(event.relatedTarget as Node | null)) setOpen(null);
      }}
    >
      <List>
        {categories.map((category, index) => (
          <Item
            key={category.slug}
            onPointerEnter={(event) => event.pointerType === 'mouse' && hover(category.children.length > 0 ? index : null)}
            onPointerLeave={(event) => event.pointerType === 'mouse' && hover(null)}
          >
            <TopLink to={`/c/${category.slug}`} variant="plain" data-top="">
              {category.name}
            </TopLink>
            {category.children.length > 0 && (
              <Toggle
                type="button"
                data-top=""
                data-toggle={index}
                aria-expanded={open === index}
                aria-controls={open === index ? `mega-menu-${index}` : undefined}
                aria-label={t('header.more', { name: category.name })}
                onClick={() => {
                  setEnter(false);
                  setOpen(open === index ? null : index);
                }}
              >
                <Icon name="down" size={16} />
              </Toggle>
            )}
            {open === index && (
              <Suspense fallback={null}>
                <MegaMenuPanel id={`mega-menu-${index}`} category={category} focusFirst={enter} />
              </Suspense>
            )}
          </Item>
        ))}
      </List>
    </nav>
  );
}
