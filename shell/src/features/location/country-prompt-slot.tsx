import { useEffect, useState, type ComponentType } from 'react';
import { $site, type GeoCountry } from '@sf/contracts';
import { readCountryPromptMemory, shouldPrompt } from './country-prompt-memory';

interface PromptProps {
  country: string;
  onDone: () => void;
}

/**
 * Spec §2/§4 country prompt: once the page is idle, asks where the visitor is (GET /get-user-geo-country) unless the
 * memory says not to, and only when another site fits loads the prompt's code and texts (not first-load JavaScript).
 */
export function CountryPromptSlot() {
  const [prompt, setPrompt] = useState<{ Prompt: ComponentType<PromptProps>; country: string } | null>(null);
  useEffect(() => {
    let cancelled = false;
    const check = async () => {
      const site = $site.get();
      if (!site || readCountryPromptMemory().confirmed) return;
      const response = await fetch('/get-user-geo-country', { headers: { accept: 'application/json' } });
      if (!response.ok) return;
      const located = (await response.json()) as GeoCountry;
      const where = { country: located.country.code, source: located.source };
      if (!shouldPrompt(readCountryPromptMemory(), where, site.country, true)) return;
      const module = await import('./country-prompt');
      if (module.siteForCountry(located.country.code, site) === null) return;
      await module.loadPromptTexts(site.brand);
      if (!cancelled) setPrompt({ Prompt: module.CountryPrompt, country: located.country.code });
    };
    const start = () => void check().catch(() => undefined);
    const idle = window.requestIdleCallback?.(start, { timeout: 3000 });
    const timer = idle === undefined ? window.setTimeout(start, 1500) : undefined;
    return () => {
      cancelled = true;
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, []);
  if (!prompt) return null;
  return <prompt.Prompt country={prompt.country} onDone={() => setPrompt(null)} />;
}
