import { useEffect, useRef, type ReactNode } from 'react';
import type { Theme } from '@emotion/react';
import { emit } from '@sf/remote-contract';
import { Container, Heading, Stack } from '@sf/ui';

/**
 * A narrow page for the identity flows (sign-in, forgot and reset password, verify e-mail): its h1 names the page,
 * sets the document title (spec §2 rule 7) and takes focus on arrival unless the shopper already moved it.
 */
export function IdentityPageFrame({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    emit('page:meta', { title, description: title });
  }, [title]);
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body || active.id === 'main') ref.current?.querySelector('h1')?.focus({ preventScroll: true });
  }, []);
  return (
    <Container data-testid={testId}>
      <Stack gap={5} css={(theme: Theme) => ({ maxWidth: theme.sizes.proseMax, marginInline: 'auto', paddingBlock: theme.space[6] })}>
        <div ref={ref}>
          <Heading level={1} size="xl" tabIndex={-1} css={{ '&:focus': { outline: 'none' } }}>
            {title}
          </Heading>
        </div>
        {children}
      </Stack>
    </Container>
  );
}
