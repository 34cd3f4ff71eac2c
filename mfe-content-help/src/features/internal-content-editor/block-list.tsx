import { useId } from 'react';
import type { Theme } from '@emotion/react';
import type { ContentBlock } from '@sf/contracts';
import { contentBlockProblems } from '@sf/contracts/api';
import { Button, controlStyles, Heading, Inline, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';

/**
 * A block as the form holds it: blocks with a `text` (headings, paragraphs and whatever else the schema gives a
 * text) are edited as text; every other block as JSON. The whole list is checked against the contracts' block schema
 * (the one the server checks), never against a list of types kept here.
 */
export type BlockDraft = { kind: 'text'; block: Record<string, unknown> & { type: string; text: string } } | { kind: 'json'; type: string; json: string };

const hasText = (block: Record<string, unknown>): block is Record<string, unknown> & { type: string; text: string } =>
  typeof block.type === 'string' && typeof block.text === 'string';

export const toDrafts = (blocks: ReadonlyArray<Record<string, unknown>>): BlockDraft[] =>
  blocks.map((block) => (hasText(block) ? { kind: 'text', block } : { kind: 'json', type: String(block.type ?? ''), json: JSON.stringify(block, null, 2) }));

/** The blocks, or the problems, each naming its field (`blocks.2.links.0.href: ...`). */
export function checkBlocks(
  drafts: readonly BlockDraft[],
  invalidJson: (number: number, message: string) => string,
): { blocks: ContentBlock[] } | { problems: string[] } {
  const parsed: unknown[] = [];
  const problems: string[] = [];
  drafts.forEach((draft, index) => {
    if (draft.kind === 'text') {
      parsed.push(draft.block);
      return;
    }
    try {
      parsed.push(JSON.parse(draft.json) as unknown);
    } catch (error) {
      problems.push(invalidJson(index + 1, error instanceof Error ? error.message : String(error)));
    }
  });
  if (problems.length > 0) return { problems };
  const schemaProblems = contentBlockProblems(parsed);
  return schemaProblems.length > 0 ? { problems: schemaProblems } : { blocks: parsed as ContentBlock[] };
}

const textAreaStyles = (theme: Theme) => [controlStyles(theme), { minHeight: '6rem', fontFamily: 'inherit', resize: 'vertical' as const }];
const jsonStyles = (theme: Theme) => [controlStyles(theme), { minHeight: '8rem', fontFamily: theme.fonts.mono, resize: 'vertical' as const }];
const cardStyles = (theme: Theme) => ({
  border: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  padding: theme.space[3],
});

export function BlockList({ drafts, onChange }: { drafts: BlockDraft[]; onChange: (drafts: BlockDraft[]) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const replace = (index: number, draft: BlockDraft) => onChange(drafts.map((current, at) => (at === index ? draft : current)));
  const move = (index: number) => {
    if (index === 0) return;
    const next = [...drafts];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index - 1, 0, moved);
    onChange(next);
  };
  const add = (type: string) => onChange([...drafts, { kind: 'text', block: { type, text: '' } }]);
  return (
    <Stack gap={3}>
      <Heading level={3}>{t('content-editor.blocks')}</Heading>
      {drafts.map((draft, index) => {
        const number = index + 1;
        const type = draft.kind === 'text' ? draft.block.type : draft.type;
        const fieldId = `${id}-block-${index}`;
        return (
          // Blocks have no ids: the position is the identity (the fields are controlled, so a removal shows right).
          <fieldset key={index} css={cardStyles} data-testid="content-block">
            <legend>{t('content-editor.block', { number, type })}</legend>
            <Stack gap={2}>
              <label htmlFor={fieldId}>{draft.kind === 'text' ? t('content-editor.blockText') : t('content-editor.blockJson')}</label>
              {draft.kind === 'text' ? (
                <textarea
                  id={fieldId}
                  css={textAreaStyles}
                  value={draft.block.text}
                  onChange={(event) => replace(index, { kind: 'text', block: { ...draft.block, text: event.target.value } })}
                />
              ) : (
                <>
                  <textarea
                    id={fieldId}
                    css={jsonStyles}
                    spellCheck={false}
                    aria-describedby={`${fieldId}-hint`}
                    value={draft.json}
                    onChange={(event) => replace(index, { kind: 'json', type: draft.type, json: event.target.value })}
                  />
                  <Text id={`${fieldId}-hint`} tone="muted" size="sm">
                    {t('content-editor.blockJsonHint')}
                  </Text>
                </>
              )}
              <Inline gap={2}>
                {index > 0 && (
                  <Button variant="secondary" size="sm" onClick={() => move(index)}>
                    {t('content-editor.moveUp', { number })}
                  </Button>
                )}
                <Button variant="secondary" size="sm" onClick={() => onChange(drafts.filter((_, at) => at !== index))}>
                  {t('content-editor.removeBlock', { number })}
                </Button>
              </Inline>
            </Stack>
          </fieldset>
        );
      })}
      <Inline gap={2}>
        <Button variant="secondary" onClick={() => add('paragraph')}>
          {t('content-editor.addParagraph')}
        </Button>
        <Button variant="secondary" onClick={() => add('heading')}>
          {t('content-editor.addHeading')}
        </Button>
      </Inline>
    </Stack>
  );
}
