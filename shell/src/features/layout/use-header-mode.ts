import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { on, type EventMap } from '@sf/contracts';

type HeaderMode = EventMap['page:header'];
const DEFAULT_MODE: HeaderMode = { overlay: false, style: 'light' };

/** The header's transparency and mode: what the current page asked for, back to the default on each route change. */
export function useHeaderMode(): HeaderMode {
  const { pathname } = useLocation();
  const [mode, setMode] = useState<HeaderMode>(DEFAULT_MODE);
  useEffect(() => setMode(DEFAULT_MODE), [pathname]);
  useEffect(() => on('page:header', setMode), []);
  return mode;
}
