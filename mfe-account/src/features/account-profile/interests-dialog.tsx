import type { Theme } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import type { Interest } from '@sf/contracts';
import { Alert, Button, Dialog, Stack } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { INTEREST_KEYS_LIST } from './interests';

interface InterestsDialogProps {
  open: boolean;
  chosen: readonly Interest[];
  onSave: (interests: Interest[]) => Promise<boolean>;
  onClose: () => void;
}

/** Spec dialog "interests": what the shopper likes to hear about, as a group of checkboxes. */
export function InterestsDialog({ open, chosen, onSave, onClose }: InterestsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('account-area.interests.title')} closeLabel={t('account-area.close')} size="md">
      <InterestsForm chosen={chosen} onSave={onSave} onClose={onClose} />
    </Dialog>
  );
}

function InterestsForm({ chosen, onSave, onClose }: Omit<InterestsDialogProps, 'open'>) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<Set<Interest>>(() => new Set(chosen));
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const toggle = (interest: Interest, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(interest);
      else next.delete(interest);
      return next;
    });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setFailed(false);
    // Menu order, whatever order they were ticked in.
    const ok = await onSave(INTEREST_KEYS_LIST.filter((interest) => selected.has(interest)));
    setBusy(false);
    if (ok) onClose();
    else setFailed(true);
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap={4}>
        <fieldset css={{ border: 0, margin: 0, padding: 0 }}>
          <legend css={(theme: Theme) => ({ marginBottom: theme.space[3] })}>{t('account-area.interests.legend')}</legend>
          <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[1], [theme.media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } })}>
            {INTEREST_KEYS_LIST.map((interest) => (
              <label key={interest} css={(theme: Theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space[2], minHeight: theme.sizes.minTarget })}>
                <input
                  type="checkbox"
                  name="interests"
                  value={interest}
                  checked={selected.has(interest)}
                  onChange={(event) => toggle(interest, event.target.checked)}
                />
                {t(`account-area.interests.option.${interest}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {failed && <Alert tone="error">{t('account-area.saveFailed')}</Alert>}
        <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] })}>
          <Button type="submit" loading={busy}>
            {t('account-area.interests.save')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('account-area.cancel')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
