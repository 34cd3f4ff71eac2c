import { useId } from 'react';
import type { Theme } from '@emotion/react';
import type { ContentBlock } from '@sf/contracts';
import { contentBlockProblems } from '@sf/contracts/api';
import { Button, controlStyles, Heading, Inline, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';

/**
 * A block as the form holds it. Its shape decides how it is edited, not a list of block types kept here (the block
 * schema grows elsewhere): a block whose fields are text, numbers, yes/no or lists of rows of text (such as links)
 * gets a field per value and a row per list item; any other block is edited as JSON. The whole list is checked
 * against the contracts' block schema (the one the server checks) before saving.
 */
export type BlockDraft = { kind: 'fields'; block: Block } | { kind: 'json'; type: string; json: string };

type Row = Record<string, string>;
type Value = string | number | boolean | Row[];
type Block = { type: string } & Record<string, Value>;

const isRow = (item: unknown): item is Row =>
  typeof item === 'object' && item !== null && !Array.isArray(item) && Object.values(item).every((value) => typeof value === 'string');
const isRows = (value: unknown): value is Row[] => Array.isArray(value) && value.length > 0 && value.every(isRow);
const isStructured = (block: Record<string, unknown>): block is Block =>
  typeof block.type === 'string' &&
  Object.entries(block).every(([key, value]) => key === 'type' || ['string', 'number', 'boolean'].includes(typeof value) || isRows(value));

export const toDrafts = (blocks: ReadonlyArray<Record<string, unknown>>): BlockDraft[] =>
  blocks.map((block) =>
    isStructured(block) ? { kind: 'fields', block } : { kind: 'json', type: String(block.type ?? ''), json: JSON.stringify(block, null, 2) },
  );

/** The blocks, or the problems, each naming its field (`blocks.2.links.0.href: ...`). */
export function checkBlocks(
  drafts: readonly BlockDraft[],
  invalidJson: (number: number, message: string) => string,
): { blocks: ContentBlock[] } | { problems: string[] } {
  const parsed: unknown[] = [];
  const problems: string[] = [];
  drafts.forEach((draft, index) => {
    if (draft.kind === 'fields') {
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
  minWidth: 0,
});
const rowStyles = (theme: Theme) => ({ borderInlineStart: `${theme.sizes.borderWidth} solid ${theme.colors.border}`, paddingInlineStart: theme.space[3] });
const checkboxStyles = (theme: Theme) => ({ display: 'flex', gap: theme.space[2], alignItems: 'center', minHeight: theme.sizes.minTarget });

/** A field of a block: `text` (the common one) by its own label, any other by its name. */
function useFieldLabel() {
  const { t } = useTranslation();
  return (key: string) => (key === 'text' ? t('content-editor.blockText') : t('content-editor.blockField', { name: key }));
}

function BlockFields({ block, fieldId, onChange }: { block: Block; fieldId: string; onChange: (block: Block) => void }) {
  const { t } = useTranslation();
  const labelOf = useFieldLabel();
  const set = (key: string, value: Value) => onChange({ ...block, [key]: value });
  return (
    <Stack gap={2}>
      {Object.entries(block).map(([key, value]) => {
        if (key === 'type') return null;
        const id = `${fieldId}-${key}`;
        if (typeof value === 'boolean') {
          return (
            <label key={key} htmlFor={id} css={checkboxStyles}>
              <input id={id} type="checkbox" checked={value} onChange={(event) => set(key, event.target.checked)} />
              {labelOf(key)}
            </label>
          );
        }
        if (typeof value === 'string' || typeof value === 'number') {
          const long = key === 'text' || (typeof value === 'string' && value.length > 80);
          const input = {
            id,
            value: String(value),
            onChange: (event: { target: { value: string } }) => set(key, typeof value === 'number' ? Number(event.target.value) : event.target.value),
          };
          return (
            <Stack key={key} gap={1}>
              <label htmlFor={id}>{labelOf(key)}</label>
              {long ? (
                <textarea css={textAreaStyles} {...input} />
              ) : (
                <input css={controlStyles} type={typeof value === 'number' ? 'number' : 'text'} {...input} />
              )}
            </Stack>
          );
        }
        const rows = value;
        const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
        const setRow = (index: number, row: Row) =>
          set(
            key,
            rows.map((current, at) => (at === index ? row : current)),
          );
        return (
          <fieldset key={key} css={cardStyles}>
            <legend>{labelOf(key)}</legend>
            <Stack gap={3}>
              {rows.map((row, index) => (
                // Rows have no ids: the position is the identity (the fields are controlled, so a removal shows right).
                <Stack key={index} gap={2} css={rowStyles}>
                  {columns.map((column) => (
                    <Stack key={column} gap={1}>
                      <label htmlFor={`${id}-${index}-${column}`}>{t('content-editor.rowField', { number: index + 1, name: column })}</label>
                      <input
                        id={`${id}-${index}-${column}`}
                        css={controlStyles}
                        value={row[column] ?? ''}
                        onChange={(event) => setRow(index, { ...row, [column]: event.target.value })}
                      />
                    </Stack>
                  ))}
                  {rows.length > 1 && (
                    <div>
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() =>
                          set(
                            key,
                            rows.filter((_, at) => at !== index),
                          )
                        }
                      >
                        {t('content-editor.removeRow', { number: index + 1 })}
                      </Button>
                    </div>
                  )}
                </Stack>
              ))}
              <div>
                <Button size="sm" variant="secondary" onClick={() => set(key, [...rows, Object.fromEntries(columns.map((column) => [column, '']))])}>
                  {t('content-editor.addRow')}
                </Button>
              </div>
            </Stack>
          </fieldset>
        );
      })}
    </Stack>
  );
}

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
  const add = (type: string) => onChange([...drafts, { kind: 'fields', block: { type, text: '' } }]);
  return (
    <Stack gap={3}>
      <Heading level={3}>{t('content-editor.blocks')}</Heading>
      {drafts.map((draft, index) => {
        const number = index + 1;
        const type = draft.kind === 'fields' ? draft.block.type : draft.type;
        const fieldId = `${id}-block-${index}`;
        return (
          // Blocks have no ids: the position is the identity (the fields are controlled, so a removal shows right).
          <fieldset key={index} css={cardStyles} data-testid="content-block">
            <legend>{t('content-editor.block', { number, type })}</legend>
            <Stack gap={2}>
              {draft.kind === 'fields' ? (
                <BlockFields block={draft.block} fieldId={fieldId} onChange={(block) => replace(index, { kind: 'fields', block })} />
              ) : (
                <>
                  <label htmlFor={fieldId}>{t('content-editor.blockJson')}</label>
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
                {draft.kind === 'fields' && (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => replace(index, { kind: 'json', type: draft.block.type, json: JSON.stringify(draft.block, null, 2) })}
                  >
                    {t('content-editor.editAsJson', { number })}
                  </Button>
                )}
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
        <Button variant="secondary" onClick={() => onChange([...drafts, { kind: 'json', type: '', json: '{\n  "type": ""\n}' }])}>
          {t('content-editor.addJson')}
        </Button>
      </Inline>
    </Stack>
  );
}
