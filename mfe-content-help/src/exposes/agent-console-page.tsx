import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { PageProps } from '@sf/remote-contract';
import { localizedUrl } from '@sf/i18n';
import { StorefrontRoot } from '@sf/ui';
import { AgentConsolePage } from '../features/internal-chat/agent-console-page';

/** ./AgentConsolePage (page): /internal/chat, customer service's live chats (issue 27, role agent). */
function AgentConsolePageParcel(props: PageProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <AgentConsolePage {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(AgentConsolePageParcel);
