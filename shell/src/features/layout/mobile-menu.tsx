import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import type { MenuCategory } from '@sf/contracts';
import { Link } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { Icon } from './header-icons';

/** A full-height sheet from the start edge; the native modal <dialog> keeps focus inside and closes on Escape. */
const Sheet = styled.dialog(({ theme }) => ({
  margin: 0,
  marginInlineEnd: 'auto',
  padding: 0,
  border: 0,
  width: 'min(24rem, 90vw)',
  height: '100dvh',
  maxHeight: '100dvh',
  background: theme.colors.background,
  color: theme.colors.text,
  boxShadow: theme.shadows.lg,
  '&::backdrop': { background: 'rgba(0, 0, 0, 0.45)' },
}));
const Top = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[2],
  minHeight: '3.5rem',
  paddingInline: theme.space[2],
  borderBottom: `1px solid ${theme.colors.border}`,
}));
const Title = styled.h2(({ theme }) => ({ flex: 1, margin: 0, fontSize: theme.fontSizes.lg }));
const Button = styled.button(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[2],
  minHeight: '2.75rem',
  minWidth: '2.75rem',
  padding: `0 ${theme.space[2]}`,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
}));
const Items = styled.ul({ listStyle: 'none', margin: 0, padding: 0 });
const rowStyles = (theme: { space: Record<number, string>; colors: { border: string } }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  minHeight: '3rem',
  paddingInline: theme.space[4],
  borderBottom: `1px solid ${theme.colors.border}`,
  textAlign: 'start' as const,
});
const RowButton = styled(Button)(({ theme }) => rowStyles(theme));
const RowLink = styled(Link)(({ theme }) => ({ ...rowStyles(theme), color: 'inherit' }));

/**
 * The phone's category menu (issue 24): the top level first; a category with children drills down a level, with a
 * Back button and an "All …" link to the category itself. Focus goes to the new level's first item on each move.
 */
export default function MobileMenu({ categories, onClose }: { categories: MenuCategory[]; onClose: () => void }) {
  const { t } = useTranslation();
  const sheet = useRef<HTMLDialogElement>(null);
  const [trail, setTrail] = useState<MenuCategory[]>([]);
  const level = trail.at(-1);
  const items = level ? level.children : categories;
  useEffect(() => {
    const dialog = sheet.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  useEffect(() => {
    // After a move the level's first item has focus (the list changed under the button that was pressed).
    sheet.current?.querySelector<HTMLElement>('ul a, ul button')?.focus();
  }, [level]);
  return (
    <Sheet
      ref={sheet}
      aria-labelledby="mobile-menu-title"
      data-testid="mobile-menu"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => event.target === sheet.current && onClose()}
    >
      <Top>
        {level && (
          <Button type="button" onClick={() => setTrail(trail.slice(0, -1))}>
            <Icon name="back" />
            {t('header.back')}
          </Button>
        )}
        <Title id="mobile-menu-title">{level?.name ?? t('header.menu')}</Title>
        <Button type="button" aria-label={t('header.closeMenu')} onClick={onClose}>
          <Icon name="close" />
        </Button>
      </Top>
      <nav aria-labelledby="mobile-menu-title">
        <Items>
          {level && (
            <li>
              <RowLink to={`/c/${level.slug}`} variant="plain" onClick={onClose}>
                {t('header.allIn', { name: level.name })}
              </RowLink>
            </li>
          )}
          {items.map((category) => (
            <li key={category.slug}>
              {category.children.length > 0 ? (
                <RowButton type="button" onClick={() => setTrail([...trail, category])}>
                  {category.name}
                  <Icon name="next" />
                </RowButton>
              ) : (
                <RowLink to={`/c/${category.slug}`} variant="plain" onClick={onClose}>
                  {category.name}
                </RowLink>
              )}
            </li>
          ))}
        </Items>
      </nav>
    </Sheet>
  );
}
