/**
 * The test provider's card form, shown in an iframe at checkout. It validates as the shopper types (Luhn, expiry not
 * past, CVC), posts the card to the provider's token endpoint (the only endpoint that ever sees a card number) and
 * hands the parent window a token with postMessage, target origin = our own origin.
 */
import type { Language } from '@sf/remote-contract';
import { PAYMENT_MESSAGE_SOURCE } from '@sf/contracts';
import { escapeHtml, providerTexts, type ProviderPage } from './provider-page';
import { TEST_CARDS } from './test-card-store';

const TEST_CARD_LABELS = { approve: 'testApprove', decline: 'testDecline', challenge: 'testChallenge', insufficient_funds: 'testInsufficient' } as const;

function field(id: string, label: string, attributes: string): string {
  return `<div class="field"><label for="${id}">${escapeHtml(label)}</label><input id="${id}" name="${id}" required aria-describedby="${id}-error" ${attributes}><p class="error" id="${id}-error" aria-live="polite"></p></div>`;
}

export function cardFormPage(language: Language, options: { showTestCards: boolean; tokensUrl: string; frameOrigin: string }): ProviderPage {
  const t = providerTexts(language);
  const testCards = options.showTestCards
    ? `<details><summary>${escapeHtml(t('cardForm.testCards'))}</summary><ul>${Object.entries(TEST_CARDS)
        .map(
          ([number, behaviour]) =>
            `<li><code>${number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code>: ${escapeHtml(t(`cardForm.${TEST_CARD_LABELS[behaviour]}`))}</li>`,
        )
        .join('')}</ul></details>`
    : '';
  const body = `<h1>${escapeHtml(t('cardForm.title'))}</h1>
<form id="card-form" novalidate>
${field('number', t('cardForm.number'), 'inputmode="numeric" autocomplete="cc-number" maxlength="23" spellcheck="false"')}
<div class="row">
${field('expiry', t('cardForm.expiry'), 'inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="MM/YY"')}
${field('cvc', t('cardForm.cvc'), 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"')}
</div>
${field('name', t('cardForm.name'), 'autocomplete="cc-name" maxlength="80"')}
<p class="note">${escapeHtml(t('cardForm.secure'))}</p>
<div class="actions"><button type="submit" id="submit">${escapeHtml(t('cardForm.submit'))}</button></div>
<p class="status" id="status" role="status"></p>
</form>
${testCards}`;
  const messages = Object.fromEntries(['number', 'expiryFormat', 'expired', 'cvc', 'name', 'failed'].map((key) => [key, t(`cardForm.errors.${key}`)]));
  return {
    language,
    title: t('cardForm.title'),
    body,
    script: CARD_FORM_SCRIPT,
    config: { source: PAYMENT_MESSAGE_SOURCE, tokensUrl: options.tokensUrl, messages, processing: t('cardForm.processing'), accepted: t('cardForm.accepted') },
    frameOrigin: options.frameOrigin,
  };
}

/** Plain browser script (no build step): mirrors card-validation.ts. */
const CARD_FORM_SCRIPT = `(() => {
  const config = JSON.parse(document.getElementById('psp-config').textContent);
  const origin = location.origin;
  const post = (message) => { if (window.parent !== window) window.parent.postMessage({ source: config.source, ...message }, origin); };
  const form = document.getElementById('card-form');
  const status = document.getElementById('status');
  const button = document.getElementById('submit');
  const input = (id) => document.getElementById(id);
  const digits = (value) => value.replace(/[\\s-]/g, '');
  const luhn = (number) => {
    if (!/^\\d{12,19}$/.test(number)) return false;
    let sum = 0;
    for (let i = 0; i < number.length; i++) {
      let d = Number(number[number.length - 1 - i]);
      if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
    }
    return sum % 10 === 0;
  };
  const checks = {
    number: (v) => (luhn(digits(v)) ? '' : config.messages.number),
    expiry: (v) => {
      const m = /^\\s*(0[1-9]|1[0-2])\\s*\\/\\s*(\\d{2})\\s*$/.exec(v);
      if (!m) return config.messages.expiryFormat;
      const now = new Date();
      const year = 2000 + Number(m[2]);
      return year < now.getFullYear() || (year === now.getFullYear() && Number(m[1]) < now.getMonth() + 1) ? config.messages.expired : '';
    },
    cvc: (v) => ((/^3[47]/.test(digits(input('number').value)) ? /^\\d{4}$/ : /^\\d{3,4}$/).test(v.trim()) ? '' : config.messages.cvc),
    name: (v) => (v.trim() ? '' : config.messages.name),
  };
  const resize = () => post({ type: 'resize', height: Math.ceil(document.documentElement.scrollHeight) });
  const show = (id, message) => {
    input(id).setAttribute('aria-invalid', message ? 'true' : 'false');
    document.getElementById(id + '-error').textContent = message;
    resize();
  };
  const validate = (id) => { const message = checks[id](input(id).value); show(id, message); return message; };
  for (const id of Object.keys(checks)) {
    input(id).addEventListener('blur', () => { if (input(id).value) validate(id); });
    input(id).addEventListener('input', () => { if (input(id).getAttribute('aria-invalid') === 'true') validate(id); });
  }
  input('number').addEventListener('input', (event) => {
    const el = event.target;
    const grouped = digits(el.value).replace(/\\D/g, '').slice(0, 19).replace(/(\\d{4})(?=\\d)/g, '$1 ');
    if (grouped !== el.value) el.value = grouped;
  });
  input('expiry').addEventListener('input', (event) => {
    const el = event.target;
    const d = el.value.replace(/\\D/g, '').slice(0, 4);
    const formatted = d.length > 2 ? d.slice(0, 2) + '/' + d.slice(2) : d;
    if (formatted !== el.value && !(d.length === 2 && el.value.endsWith('/'))) el.value = formatted;
  });
  let busy = false;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (busy) return;
    const problems = Object.keys(checks).filter((id) => validate(id));
    if (problems.length) {
      input(problems[0]).focus();
      post({ type: 'error', message: checks[problems[0]](input(problems[0]).value) });
      return;
    }
    busy = true; button.disabled = true; status.textContent = config.processing;
    try {
      const response = await fetch(config.tokensUrl, {
        method: 'POST', headers: { 'content-type': 'application/json' }, credentials: 'omit',
        body: JSON.stringify({ number: digits(input('number').value), expiry: input('expiry').value.trim(), cvc: input('cvc').value.trim(), name: input('name').value.trim() }),
      });
      const result = await response.json();
      if (response.status === 201) {
        status.textContent = config.accepted.replace('{{brand}}', result.brand).replace('{{last4}}', result.last4);
        // The card number and CVC leave the form: only the token goes to the parent.
        input('number').value = ''; input('cvc').value = '';
        post({ type: 'tokenized', card: result });
      } else {
        const match = /^body\\/(number|expiry|cvc|name): /.exec(result.message || '');
        const message = match ? (checks[match[1]](input(match[1]).value) || config.messages.failed) : config.messages.failed;
        if (match) { show(match[1], message); input(match[1]).focus(); }
        status.textContent = match ? '' : message;
        post({ type: 'error', message });
      }
    } catch {
      status.textContent = config.messages.failed;
      post({ type: 'error', message: config.messages.failed });
    } finally {
      busy = false; button.disabled = false; resize();
    }
  });
  window.addEventListener('message', (event) => {
    const data = event.data;
    if (event.origin !== origin || !data || data.source !== config.source || data.type !== 'submit') return;
    form.requestSubmit();
  });
  if ('ResizeObserver' in window) new ResizeObserver(resize).observe(document.body);
  post({ type: 'ready' });
  resize();
})();`;
