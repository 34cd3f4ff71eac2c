import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Container, Stack } from '@sf/ui';

/** Page gutters and vertical rhythm shared by the cart and checkout pages. */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <Container css={(theme: Theme) => ({ paddingBlock: theme.space[5] })}>
      <Stack gap={5}>{children}</Stack>
    </Container>
  );
}
