import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import type { LocalePayload } from '@sf/contracts';
import {
  $consent,
  $flags,
  $site,
  BRAND_KEYS,
  LOCALE_CODES,
  siteInfo,
  type BrandKey,
  type FeatureFlags,
  type LocaleCode,
  type ParcelModule,
} from '@sf/remote-contract';
import { initI18n, changeLocale } from '@sf/i18n';
import type { DevHostConfig } from './dev-host-config';
import { $mockProblems, $mockScenario } from './mock-mode';
import { MockPanel } from './mock-panel';
import { moduleKind } from './module-kind';
import { parcelPropsFor } from './parcel-props';

interface DevHostProps {
  config: DevHostConfig;
  loadExposed: (module: string) => Promise<ParcelModule<object>>;
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${url} failed: ${response.status} ${response.statusText}`);
  return (await response.json()) as T;
}

/** `?module=./CategoryPage&path=/c/women/boots` opens that module at that path (QA links, browser tests). */
function initialChoice(config: DevHostConfig): { module: string; target: string } {
  const query = new URLSearchParams(window.location.search);
  const module = query.get('module');
  return { module: module && config.exposes.includes(module) ? module : (config.exposes[0] ?? ''), target: query.get('path') ?? '/' };
}

/** Pick an exposed module, a site and a path (or dialog argument); the parcel mounts as the shell would mount it. */
export function DevHost({ config, loadExposed }: DevHostProps) {
  const [initial] = useState(() => initialChoice(config));
  const [module, setModule] = useState(initial.module);
  const [brand, setBrand] = useState<BrandKey>(BRAND_KEYS[0] as BrandKey);
  const [locale, setLocale] = useState<LocaleCode>('uk-en');
  const [target, setTarget] = useState(initial.target);
  const mockScenario = useStore($mockScenario);
  const mockProblems = useStore($mockProblems);
  const [error, setError] = useState<string | null>(null);
  const slot = useRef<HTMLDivElement>(null);
  const parcel = useRef<Parcel | null>(null);

  const mount = async () => {
    setError(null);
    try {
      if (parcel.current) await parcel.current.unmount();
      const site = siteInfo(brand, locale, 'uk-en', 'prefix_except_default');
      $site.set(site);
      $consent.set({ decided: true, required: true, performance: true, functional: true, targeting: true });
      $flags.set(await fetchJson<FeatureFlags>('/fapi/featureFlags'));
      const payload = await fetchJson<LocalePayload>(`/fapi/i18n/${locale}?brand=${brand}`);
      await initI18n({ locale, payload });
      await changeLocale(locale, payload);
      const exposed = await loadExposed(module);
      const domElement = document.createElement('div');
      slot.current?.replaceChildren(domElement);
      const props = parcelPropsFor(moduleKind(module), site, target, (to) => setTarget(to));
      parcel.current = mountRootParcel(exposed, {
        domElement,
        ...props,
        onRenderError: (failure: unknown) => setError(`render failed: ${failure instanceof Error ? failure.message : String(failure)}`),
      });
      await parcel.current.mountPromise;
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  // The URL names what is shown, so a reload (a mock switch) or a copied link opens the same thing.
  useEffect(() => {
    const url = new URL(window.location.href);
    url.searchParams.set('module', module);
    url.searchParams.set('path', target);
    window.history.replaceState(window.history.state, '', url);
  }, [module, target]);

  useEffect(() => {
    void mount();
    // Remount whenever the tester changes what is shown.
  }, [module, brand, locale, target]);

  const kind = moduleKind(module);
  return (
    <div>
      <form
        aria-label="Test kit controls"
        onSubmit={(event) => {
          event.preventDefault();
          void mount();
        }}
      >
        <strong>{config.name}</strong>{' '}
        <label>
          Module{' '}
          <select value={module} onChange={(e) => setModule(e.target.value)}>
            {config.exposes.map((m) => (
              <option key={m}>{m}</option>
            ))}
          </select>
        </label>{' '}
        <label>
          Brand{' '}
          <select value={brand} onChange={(e) => setBrand(e.target.value as BrandKey)}>
            {BRAND_KEYS.map((b) => (
              <option key={b}>{b}</option>
            ))}
          </select>
        </label>{' '}
        <label>
          Locale{' '}
          <select value={locale} onChange={(e) => setLocale(e.target.value as LocaleCode)}>
            {LOCALE_CODES.map((l) => (
              <option key={l}>{l}</option>
            ))}
          </select>
        </label>{' '}
        {kind !== 'widget' && (
          <label>
            {kind === 'page' ? 'Path' : 'Dialog argument'} <input value={target} onChange={(e) => setTarget(e.target.value)} />
          </label>
        )}{' '}
        <button type="submit">Mount</button>
      </form>
      {mockScenario && <MockPanel scenario={mockScenario} problems={mockProblems} />}
      {error && <p role="alert">{error}</p>}
      <hr />
      <div ref={slot} data-testid="dev-host-slot" />
    </div>
  );
}
