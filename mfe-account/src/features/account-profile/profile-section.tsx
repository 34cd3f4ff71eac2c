import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Heading, Stack, Text } from '@sf/ui';

/** One part of the profile page: an h2 that names the region, an optional explanation, then its form. */
export function ProfileSection({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      css={(theme: Theme) => ({ paddingBlockStart: theme.space[5], borderBlockStart: `${theme.sizes.borderWidth} solid ${theme.colors.border}` })}
    >
      <Stack gap={4}>
        <Stack gap={1}>
          <Heading level={2} size="lg" id={id}>
            {title}
          </Heading>
          {intro && <Text tone="muted">{intro}</Text>}
        </Stack>
        {children}
      </Stack>
    </section>
  );
}
