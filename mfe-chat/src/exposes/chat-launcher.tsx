import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { WidgetProps } from '@sf/remote-contract';
import { localizedUrl } from '@sf/i18n';
import { StorefrontRoot } from '@sf/ui';
import { ChatLauncher } from '../features/live-chat/chat-launcher';

/** ./ChatLauncher (widget): the live chat launcher the shell mounts when the flag and consent allow it. */
function ChatLauncherWidget(props: WidgetProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <ChatLauncher site={props.site} />
    </StorefrontRoot>
  );
}

export default createReactParcel(ChatLauncherWidget);
