import { useEffect, useState, type ComponentType } from 'react';

interface PromptProps {
  country: string;
  onDone: () => void;
}

/**
 * Spec §2/§4 country prompt: once the page is idle, loads the check (a chunk of its own, `country-prompt-check`),
 * which asks where the visitor is and only when another site fits loads the prompt's code and texts. None of it is
 * first-load JavaScript; the prompt is a modal dialog, so it shifts nothing on the page.
 */
export function CountryPromptSlot() {
  const [prompt, setPrompt] = useState<{ Prompt: ComponentType<PromptProps>; country: string } | null>(null);
  useEffect(() => {
    let cancelled = false;
    const start = () =>
      void import(/* webpackChunkName: "country-prompt-check" */ './country-prompt-check')
        .then(({ countryToPrompt }) => countryToPrompt())
        .then((found) => {
          if (found && !cancelled) setPrompt({ Prompt: found.module.CountryPrompt, country: found.country });
        })
        .catch(() => undefined);
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
