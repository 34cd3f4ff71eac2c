/**
 * The test provider's 3-D Secure challenge, shown in a dialog without a close button. The shopper types the
 * one-time code (1234) or chooses Approve / Fail; the page records the answer with the provider and posts
 * `challenge-result` to the parent, which then asks our server to complete the payment.
 */
import type { Language } from '@sf/remote-contract';
import { PAYMENT_MESSAGE_SOURCE } from '@sf/contracts';
import { escapeHtml, providerTexts, type ProviderPage } from './provider-page';

export const CHALLENGE_CODE = '1234';

export function challengePage(language: Language, options: { paymentId: string; answerUrl: string; frameOrigin: string; open: boolean }): ProviderPage {
  const t = providerTexts(language);
  const body = options.open
    ? `<h1>${escapeHtml(t('challenge.title'))}</h1>
<p id="intro">${escapeHtml(t('challenge.intro'))}</p>
<form id="challenge-form" novalidate>
<div class="field"><label for="code">${escapeHtml(t('challenge.code'))}</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="8" aria-describedby="code-error"><p class="error" id="code-error" aria-live="polite"></p></div>
<div class="actions">
<button type="submit" id="confirm">${escapeHtml(t('challenge.confirm'))}</button>
<button type="button" class="secondary" id="approve">${escapeHtml(t('challenge.approve'))}</button>
<button type="button" class="secondary" id="fail">${escapeHtml(t('challenge.fail'))}</button>
</div>
</form>
<p class="status" id="status" role="status"></p>`
    : `<h1>${escapeHtml(t('challenge.title'))}</h1><p class="status" id="status" role="status">${escapeHtml(t('challenge.expired'))}</p>`;
  return {
    language,
    title: t('challenge.title'),
    body,
    script: options.open ? CHALLENGE_SCRIPT : EXPIRED_SCRIPT,
    config: {
      source: PAYMENT_MESSAGE_SOURCE,
      paymentId: options.paymentId,
      answerUrl: options.answerUrl,
      wrongCode: t('challenge.wrongCode'),
      done: t('challenge.done'),
      expired: t('challenge.expired'),
    },
    frameOrigin: options.frameOrigin,
  };
}

const EXPIRED_SCRIPT = `(() => {
  const config = JSON.parse(document.getElementById('psp-config').textContent);
  if (window.parent !== window) window.parent.postMessage({ source: config.source, type: 'error', message: config.expired }, location.origin);
})();`;

const CHALLENGE_SCRIPT = `(() => {
  const config = JSON.parse(document.getElementById('psp-config').textContent);
  const post = (message) => { if (window.parent !== window) window.parent.postMessage({ source: config.source, ...message }, location.origin); };
  const form = document.getElementById('challenge-form');
  const code = document.getElementById('code');
  const error = document.getElementById('code-error');
  const status = document.getElementById('status');
  const buttons = Array.from(form.querySelectorAll('button'));
  const answer = async (body) => {
    buttons.forEach((b) => { b.disabled = true; });
    try {
      const response = await fetch(config.answerUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const result = await response.json();
      if (response.ok) {
        form.hidden = true;
        status.textContent = config.done;
        post({ type: 'challenge-result', paymentId: config.paymentId, result: result.result });
        return;
      }
      if (response.status === 400) {
        code.setAttribute('aria-invalid', 'true');
        error.textContent = config.wrongCode;
        code.focus();
        return;
      }
      status.textContent = config.expired;
      post({ type: 'error', message: config.expired });
    } catch {
      status.textContent = config.expired;
      post({ type: 'error', message: config.expired });
    } finally {
      buttons.forEach((b) => { b.disabled = false; });
      post({ type: 'resize', height: Math.ceil(document.documentElement.scrollHeight) });
    }
  };
  form.addEventListener('submit', (event) => { event.preventDefault(); answer({ action: 'code', code: code.value.trim() }); });
  document.getElementById('approve').addEventListener('click', () => answer({ action: 'approve' }));
  document.getElementById('fail').addEventListener('click', () => answer({ action: 'fail' }));
  post({ type: 'ready' });
  post({ type: 'resize', height: Math.ceil(document.documentElement.scrollHeight) });
  code.focus();
})();`;
