import {
  $consent,
  $site,
  CONSENT_COOKIE,
  CONSENT_COOKIE_MAX_AGE_S,
  CONSENT_DECISIONS_PATH,
  CONSENT_ID_PATTERN,
  CONSENT_POLICY_VERSION,
  consentCookieText,
  emit,
  globalPrivacyControl,
  honourGpc,
  newConsentId,
  readConsentCookie,
  type ConsentChoice,
  type ConsentDecisionBody,
  type ConsentRecord,
  type ConsentState,
} from '@sf/contracts';

export { COOKIE_PREFERENCES_ANCHOR } from '@sf/contracts';
const STORAGE_KEY = 'sf-consent';

/** The local-storage copy: the record, when it was made and whether the server has recorded it yet. */
interface StoredCopy {
  record: ConsentRecord;
  savedAt: number;
  recorded: boolean;
}

function cookieRecord(): ConsentRecord | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  return readConsentCookie(entry?.slice(CONSENT_COOKIE.length + 1));
}

/**
 * The local-storage copy, unless it is older than the cookie may live (the copy must not keep a choice past the
 * moment the shopper is to be asked again) or of another policy version. Copies from before issue 24 have no
 * version: they count as no choice, like their cookies.
 */
function storedCopy(now: number): StoredCopy | null {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (!saved) return null;
    const parsed = JSON.parse(saved) as Partial<ConsentChoice> & { savedAt?: unknown; policyVersion?: unknown; consentId?: unknown; recorded?: unknown };
    if (typeof parsed.savedAt !== 'number' || now - parsed.savedAt > CONSENT_COOKIE_MAX_AGE_S * 1000) return null;
    if (typeof parsed.policyVersion !== 'number' || typeof parsed.consentId !== 'string' || !CONSENT_ID_PATTERN.test(parsed.consentId)) return null;
    const choice = { performance: parsed.performance === true, functional: parsed.functional === true, targeting: parsed.targeting === true };
    return {
      record: { choice, consentId: parsed.consentId, policyVersion: parsed.policyVersion },
      savedAt: parsed.savedAt,
      recorded: parsed.recorded !== false,
    };
  } catch {
    return null; // unreadable or blocked storage: ask again
  }
}

function writeCopy(copy: StoredCopy): void {
  try {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        ...copy.record.choice,
        policyVersion: copy.record.policyVersion,
        consentId: copy.record.consentId,
        savedAt: copy.savedAt,
        recorded: copy.recorded,
      }),
    );
  } catch {
    /* blocked storage: the cookie holds the choice */
  }
}

/** The cookie and its local-storage copy. */
function write(copy: StoredCopy): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the build targets Safari 16 and Firefox 115, which have no Cookie Store API; consentCookieText builds (and tests) the text.
  document.cookie = consentCookieText(copy.record, window.location.protocol === 'https:');
  writeCopy(copy);
}

const stateOf = (choice: ConsentChoice): ConsentState => ({ decided: true, required: true, ...honourGpc(choice, globalPrivacyControl()) });

/**
 * Sends a decision to the server, which keeps it as proof of consent (policy version, time, id, GPC). The browser
 * has applied it already; when the server cannot record it (offline, 503) the copy stays marked and the next page
 * load sends it again.
 */
async function sendDecision(copy: StoredCopy): Promise<void> {
  const site = $site.get();
  if (!site) return;
  const body: ConsentDecisionBody = {
    ...copy.record.choice,
    consentId: copy.record.consentId,
    policyVersion: copy.record.policyVersion,
    brand: site.brand,
    locale: site.locale,
  };
  try {
    const response = await fetch(CONSENT_DECISIONS_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    });
    if (response.ok && storedCopy(Date.now())?.record.consentId === copy.record.consentId) writeCopy({ ...copy, recorded: true });
  } catch {
    /* offline: sent again at the next page load */
  }
}

/**
 * The consent tool is ours (spec §4): the choice is a first-party cookie, which the server reads to leave the banner
 * out of the page, and a dated copy in local storage. A choice only in local storage is written to the cookie too.
 * Only a choice of the current policy version counts; Global Privacy Control keeps targeting off whatever it says.
 */
export function restoreConsent(): void {
  const now = Date.now();
  const copy = storedCopy(now);
  const fromCookie = cookieRecord();
  if (fromCookie?.policyVersion === CONSENT_POLICY_VERSION) {
    $consent.set(stateOf(fromCookie.choice));
    if (copy && !copy.recorded && copy.record.consentId === fromCookie.consentId) void sendDecision(copy);
    return;
  }
  if (!copy || copy.record.policyVersion !== CONSENT_POLICY_VERSION) return;
  write(copy);
  $consent.set(stateOf(copy.record.choice));
  if (!copy.recorded) void sendDecision(copy);
}

/** Applies a decision at once (cookie, copy, `$consent`: withdrawn categories stop now) and sends it to be recorded. */
export function saveConsent(choice: ConsentChoice): void {
  const state = stateOf(choice);
  const consentId = cookieRecord()?.consentId ?? storedCopy(Date.now())?.record.consentId ?? newConsentId();
  const copy: StoredCopy = {
    record: {
      choice: { performance: state.performance, functional: state.functional, targeting: state.targeting },
      consentId,
      policyVersion: CONSENT_POLICY_VERSION,
    },
    savedAt: Date.now(),
    recorded: false,
  };
  write(copy);
  $consent.set(state);
  emit('consent:changed', state);
  void sendDecision(copy);
}
