import { useId, useState, type ComponentPropsWithoutRef, type FormEvent, type ReactNode } from 'react';
import type { Theme } from '@emotion/react';
import { ApiRequestError } from '@sf/api-client';
import { useApiData } from '@sf/api-client/use-api-data';
import { CHAT_LANGUAGES, chatQueueKey, type ChatConversation, type ChatQueue } from '@sf/contracts/chat';
import { useTranslation } from '@sf/i18n';
import { BRAND_KEYS } from '@sf/remote-contract';
import { Alert, Button, Dialog, Inline, Select, Stack, Text } from '@sf/ui';
import type { AgentApi, ChatTransferBody } from './agent-api';
import { queueLabel, visitorLabel } from './chat-format';

export type ConversationAction = 'transferred' | 'closed' | 'blocked';

interface ActionDialogProps {
  api: AgentApi;
  conversation: ChatConversation;
  onClose: () => void;
  /** The action succeeded: the conversation leaves this agent's screen. */
  onDone: (action: ConversationAction) => void;
}

/** The server's words for a refusal (e.g. 409 "already closed"), else a general failure text. */
function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.body?.message ? error.body.message : fallback;
}

/** Runs one POST with a busy flag and the server's error message. */
function useAction(onDone: () => void) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await call();
      onDone();
    } catch (caught: unknown) {
      setError(failureText(caught, t('agent-console.actionFailed')));
      setBusy(false);
    }
  };
  return { busy, error, run };
}

function DialogButtons({ busy, submit, onCancel }: { busy: boolean; submit: string; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Inline gap={2}>
      <Button type="submit" loading={busy}>
        {submit}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        {t('agent-console.cancel')}
      </Button>
    </Inline>
  );
}

const choiceStyles = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[2],
  minHeight: theme.sizes.minTarget,
  '& input': { width: '1.25rem', height: '1.25rem', margin: 0 },
});

function Choice({ children, ...input }: { children: ReactNode } & ComponentPropsWithoutRef<'input'>) {
  return (
    <label css={choiceStyles}>
      <input {...input} />
      {children}
    </label>
  );
}

/** To another queue (brand + language) or to a named agent who is online now. */
export function TransferDialog({ api, conversation, agentId, uiTag, onClose, onDone }: ActionDialogProps & { agentId: string | null; uiTag: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [target, setTarget] = useState<'queue' | 'agent'>('queue');
  const [queueKey, setQueueKey] = useState('');
  const [chosenAgent, setChosenAgent] = useState('');
  const [missing, setMissing] = useState(false);
  // Who is online now, asked when the dialog opens (the list goes stale fast).
  const online = useApiData('agent-chat-transfer-agents', (signal) => api.queues(signal));
  const agents = online.state.status === 'ready' ? online.state.data.agents.filter((agent) => agent.online && agent.id !== agentId) : [];
  const current = chatQueueKey(conversation.queue);
  const queues: ChatQueue[] = BRAND_KEYS.flatMap((brand) => CHAT_LANGUAGES.map((language) => ({ brand, language })));
  const queueOptions = queues
    .filter((queue) => chatQueueKey(queue) !== current)
    .map((queue) => ({ value: chatQueueKey(queue), label: queueLabel(queue, uiTag) }));
  const action = useAction(() => onDone('transferred'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const queue = queues.find((candidate) => chatQueueKey(candidate) === queueKey);
    const body: ChatTransferBody | null = target === 'queue' ? (queue ? { queue } : null) : chosenAgent ? { agentId: chosenAgent } : null;
    setMissing(!body);
    if (body) void action.run(() => api.transfer(conversation.id, body));
  };
  return (
    <Dialog open onClose={onClose} title={t('agent-console.transferTitle')} closeLabel={t('agent-console.closeDialog')} size="sm">
      <form onSubmit={submit} noValidate>
        <Stack gap={3}>
          {action.error && <Alert tone="error">{action.error}</Alert>}
          <fieldset css={{ border: 0, margin: 0, padding: 0 }}>
            <legend css={(theme: Theme) => ({ fontWeight: theme.fontWeights.medium })}>{t('agent-console.transferTo')}</legend>
            <Choice type="radio" name={`${id}-target`} checked={target === 'queue'} onChange={() => setTarget('queue')}>
              {t('agent-console.transferToQueue')}
            </Choice>
            <Choice type="radio" name={`${id}-target`} checked={target === 'agent'} onChange={() => setTarget('agent')}>
              {t('agent-console.transferToAgent')}
            </Choice>
          </fieldset>
          {target === 'queue' ? (
            <Select
              name="queue"
              label={t('agent-console.queue')}
              placeholder={t('agent-console.chooseQueue')}
              options={queueOptions}
              value={queueKey}
              error={missing ? t('agent-console.chooseQueue') : undefined}
              onChange={(event) => setQueueKey(event.target.value)}
            />
          ) : (
            <Select
              name="agent"
              label={t('agent-console.agent')}
              placeholder={agents.length === 0 ? t('agent-console.noAgentsOnline') : t('agent-console.chooseAgent')}
              options={agents.map((agent) => ({ value: agent.id, label: agent.name }))}
              value={chosenAgent}
              error={missing ? t('agent-console.chooseAgent') : undefined}
              onChange={(event) => setChosenAgent(event.target.value)}
            />
          )}
          <DialogButtons busy={action.busy} submit={t('agent-console.transfer')} onCancel={onClose} />
        </Stack>
      </form>
    </Dialog>
  );
}

/** Ends the conversation; the transcript goes to the shopper only when the agent ticks the box. */
export function CloseDialog({ api, conversation, onClose, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const [transcript, setTranscript] = useState(false);
  const action = useAction(() => onDone('closed'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.run(() => api.close(conversation.id, { transcript }));
  };
  return (
    <Dialog open onClose={onClose} title={t('agent-console.closeTitle')} closeLabel={t('agent-console.closeDialog')} size="sm">
      <form onSubmit={submit} noValidate>
        <Stack gap={3}>
          {action.error && <Alert tone="error">{action.error}</Alert>}
          <Text>{t('agent-console.closeIntro', { visitor: visitorLabel(conversation.visitor) })}</Text>
          <Choice type="checkbox" name="transcript" checked={transcript} onChange={(event) => setTranscript(event.target.checked)}>
            {t('agent-console.transcript')}
          </Choice>
          <DialogButtons busy={action.busy} submit={t('agent-console.closeConversation')} onCancel={onClose} />
        </Stack>
      </form>
    </Dialog>
  );
}

/** Blocks the visitor: they can start no conversation and send nothing more. Asks first. */
export function BlockDialog({ api, conversation, onClose, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const action = useAction(() => onDone('blocked'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.run(() => api.block(conversation.id));
  };
  return (
    <Dialog open onClose={onClose} title={t('agent-console.blockTitle')} closeLabel={t('agent-console.closeDialog')} size="sm">
      <form onSubmit={submit} noValidate>
        <Stack gap={3}>
          {action.error && <Alert tone="error">{action.error}</Alert>}
          <Text>{t('agent-console.blockIntro', { visitor: visitorLabel(conversation.visitor) })}</Text>
          <DialogButtons busy={action.busy} submit={t('agent-console.blockVisitor')} onCancel={onClose} />
        </Stack>
      </form>
    </Dialog>
  );
}
