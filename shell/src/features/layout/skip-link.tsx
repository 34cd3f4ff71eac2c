import styled from '@emotion/styled';
import { useTranslation } from '@sf/i18n';

const Skip = styled.a(({ theme }) => ({
  position: 'absolute',
  left: theme.space[2],
  top: `-${theme.space[6]}`,
  zIndex: theme.zIndices.toast,
  padding: theme.space[2],
  background: theme.colors.surface,
  color: theme.colors.text,
  '&:focus': { top: theme.space[2] },
}));

export function SkipLink() {
  const { t } = useTranslation();
  return <Skip href="#main">{t('common.skipToContent')}</Skip>;
}
