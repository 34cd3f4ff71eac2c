import { useEffect, useState, useSyncExternalStore } from 'react';
import { createAgentConnection, INITIAL_AGENT_STATE, type AgentConnection } from './agent-connection';

const NO_CONNECTION = { subscribe: () => () => undefined, getState: () => INITIAL_AGENT_STATE };

/**
 * The console's one connection, opened in an effect (so only in the browser) once `enabled` (the operator is signed
 * in), closed when the page goes. `create` replaces the real WebSocket in tests.
 */
export function useAgentConnection(enabled: boolean, create: () => AgentConnection = createAgentConnection) {
  const [connection, setConnection] = useState<AgentConnection | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    const opened = create();
    opened.connect();
    setConnection(opened);
    return () => {
      opened.close();
      setConnection(null);
    };
    // `create` is a factory read once per sign-in.
  }, [enabled]);
  const source = connection ?? NO_CONNECTION;
  const state = useSyncExternalStore(source.subscribe, source.getState, source.getState);
  return { connection, state };
}
