import { widgetHoneypotField } from '../../../domain/enquiries/enquiry-widget-api.ts';
import {
  enabledWidgetFields,
  type WidgetField,
  type WidgetSettings,
} from '../../../domain/enquiries/enquiry-widget.ts';
import { weddingYearOptions } from '../../../domain/enquiries/wedding-date.ts';
import { privacyNoticeHref } from '../../../domain/privacy/notice.ts';
import { escapeHtml } from '../../http/html.ts';
import type { Translate } from '../../i18n/translator.ts';

/**
 * The public widget page: a small server-rendered form a couple fills in inside the iframe on a
 * supplier's website. No framework: one inline style and one inline script (CSP nonce), labels for
 * every control, errors tied to their fields and announced.
 */

export const widgetEnquiryPath = '/api/widget/enquiry';

/** Field error keys the submission can answer, translated into the page for its script. */
const errorKeys = [
  'validation:required',
  'validation:email',
  'validation:phone',
  'validation:maxLength',
  'validation:invalid',
  'enquiries:errors.weddingDate',
];
const codeTexts = {
  validation: 'widget:errors.fields',
  'too-fast': 'widget:errors.tooFast',
  'form-expired': 'widget:errors.expired',
  spam: 'widget:errors.refused',
  'too-many-requests': 'widget:errors.tooMany',
  'not-found': 'widget:errors.notFound',
  refused: 'widget:errors.refused',
  network: 'widget:errors.network',
};

const requiredFields: readonly WidgetField[] = ['email', 'partnerName', 'phone'];

const style = `
*{box-sizing:border-box}
body{margin:0;padding:12px;font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#fff}
h1{font-size:18px;margin:0 0 4px}
h2{font-size:18px;margin:0 0 8px}
.note{margin:0 0 8px;color:#555;font-size:12px}
.field{margin:0 0 8px;border:0;padding:0;min-width:0}
label,legend{display:block;font-weight:600;font-size:13px;margin:0 0 2px;padding:0}
.row{display:flex;gap:8px}
.row>div{flex:1;min-width:0}
.row label{font-weight:400;font-size:12px}
input,select,textarea{width:100%;font:inherit;padding:5px 8px;border:1px solid #767676;border-radius:4px;background:#fff;color:inherit}
input,select{height:32px}
textarea{height:120px;resize:vertical}
input:focus,select:focus,textarea:focus,button:focus{outline:2px solid #0b5cad;outline-offset:1px}
[aria-invalid=true]{border-color:#b3261e}
.error{color:#b3261e;font-size:12px;margin:2px 0 0}
.status{color:#b3261e;background:#fdecea;border-radius:4px;padding:6px 8px;margin:0 0 8px}
button{font:inherit;font-weight:600;color:#fff;background:#0b5cad;border:0;border-radius:4px;padding:9px 18px;cursor:pointer}
button:disabled{opacity:.7;cursor:progress}
.hp{position:absolute;left:-10000px;top:auto;width:1px;height:1px;overflow:hidden}
.success{outline:none}
[hidden]{display:none!important}
`;

const script = `
(function(){
var texts=JSON.parse(document.getElementById('widget-texts').textContent);
var form=document.getElementById('enquiry-form'),status=document.getElementById('form-status'),success=document.getElementById('success'),button=form.querySelector('button[type=submit]');
function clearErrors(){status.hidden=true;status.textContent='';form.querySelectorAll('.error').forEach(function(p){p.hidden=true;p.textContent='';});form.querySelectorAll('[aria-invalid]').forEach(function(el){el.removeAttribute('aria-invalid');});}
function showStatus(text){status.textContent=text;status.hidden=false;}
function fieldError(name,key){var box=form.querySelector('[data-field="'+name+'"]');if(!box)return null;var p=document.getElementById('e-'+name);p.textContent=texts.messages[key]||texts.messages['validation:invalid'];p.hidden=false;var controls=box.querySelectorAll('input,select,textarea');controls.forEach(function(el){el.setAttribute('aria-invalid','true');});return controls[0]||null;}
function value(name){var el=form.elements.namedItem(name);return el?el.value:'';}
function payload(){var data={publicId:texts.publicId,token:value('token')};data[texts.honeypot]=value(texts.honeypot);
texts.fields.forEach(function(name){if(name!=='weddingDate'){data[name]=value(name);return;}
var d=value('day'),m=value('month'),y=value('year');if(!d&&!m&&!y)return;
data.weddingDate={day:d?Number(d):null,dayUndecided:!d,month:m?Number(m):null,monthUndecided:!m,year:y?Number(y):null,yearUndecided:!y};});return data;}
form.addEventListener('input',function(event){var box=event.target.closest('[data-field]');if(!box)return;box.querySelectorAll('[aria-invalid]').forEach(function(el){el.removeAttribute('aria-invalid');});var p=document.getElementById('e-'+box.getAttribute('data-field'));p.hidden=true;p.textContent='';});
form.addEventListener('submit',function(event){event.preventDefault();clearErrors();button.disabled=true;button.textContent=texts.sending;
fetch(texts.action,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(payload())}).then(function(res){
if(res.ok){form.hidden=true;success.hidden=false;success.focus();return;}
return res.json().catch(function(){return null;}).then(function(body){var error=(body&&body.error)||{};var first=null;
if(error.code==='validation'&&error.fields){Object.keys(error.fields).forEach(function(name){var el=fieldError(name,error.fields[name]);first=first||el;});}
showStatus(texts.codes[error.code]||texts.codes.refused);if(first)first.focus();});
}).catch(function(){showStatus(texts.codes.network);}).then(function(){button.disabled=false;button.textContent=texts.submit;});});
})();
`;

/** JSON inside a script element: `<` escaped so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function htmlDocument(t: Translate, nonce: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(t.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${style}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function textField(t: Translate, field: WidgetField, attributes: string): string {
  const required = requiredFields.includes(field);
  const label = escapeHtml(t(`enquiries:widget.fields.${field}`));
  const control =
    field === 'message'
      ? `<textarea id="f-${field}" name="${field}" aria-describedby="e-${field}"${required ? ' required' : ''}></textarea>`
      : `<input id="f-${field}" name="${field}" ${attributes} aria-describedby="e-${field}"${required ? ' required' : ''}>`;
  return `<div class="field" data-field="${field}">
<label for="f-${field}">${label}${required ? '<span aria-hidden="true"> *</span>' : ''}</label>
${control}
<p class="error" id="e-${field}" hidden></p>
</div>`;
}

function dateField(t: Translate, now: Date): string {
  const notSure = `<option value="">${escapeHtml(t('widget:page.date.notSure'))}</option>`;
  const monthName = new Intl.DateTimeFormat(t.locale, { month: 'long', timeZone: 'UTC' });
  const options = (values: { value: number; label: string }[]) =>
    values.map((o) => `<option value="${o.value}">${escapeHtml(o.label)}</option>`).join('');
  const days = options(Array.from({ length: 31 }, (_, i) => ({ value: i + 1, label: String(i + 1) })));
  const months = options(
    Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: monthName.format(Date.UTC(2000, i, 1)) })),
  );
  const years = options(weddingYearOptions(now).map((y) => ({ value: y, label: String(y) })));
  const select = (name: string, label: string, items: string) =>
    `<div><label for="f-${name}">${escapeHtml(t(`widget:page.date.${label}`))}</label><select id="f-${name}" name="${name}" aria-describedby="e-weddingDate">${notSure}${items}</select></div>`;
  return `<fieldset class="field" data-field="weddingDate">
<legend>${escapeHtml(t('enquiries:widget.fields.weddingDate'))}</legend>
<div class="row">${select('day', 'day', days)}${select('month', 'month', months)}${select('year', 'year', years)}</div>
<p class="error" id="e-weddingDate" hidden></p>
</fieldset>`;
}

const inputAttributes: Record<Exclude<WidgetField, 'weddingDate' | 'message'>, string> = {
  email: 'type="email" autocomplete="email" inputmode="email" maxlength="254"',
  partnerName: 'type="text" autocomplete="name" maxlength="100"',
  phone: 'type="tel" autocomplete="tel" maxlength="30"',
  partnerName2: 'type="text" autocomplete="off" maxlength="100"',
  guestsInitialTarget: 'type="text" inputmode="numeric" autocomplete="off" maxlength="100"',
};

export interface WidgetPageInput {
  t: Translate;
  nonce: string;
  supplierName: string;
  publicId: string;
  settings: WidgetSettings;
  token: string;
  now: Date;
}

export function renderWidgetPage({ t, nonce, supplierName, publicId, settings, token, now }: WidgetPageInput): string {
  const fields = enabledWidgetFields(settings);
  const name = { name: supplierName };
  const controls = fields
    .map((f) => (f === 'weddingDate' ? dateField(t, now) : textField(t, f, f === 'message' ? '' : inputAttributes[f])))
    .join('\n');
  const texts = {
    publicId,
    action: widgetEnquiryPath,
    honeypot: widgetHoneypotField,
    fields,
    submit: t('widget:page.submit'),
    sending: t('widget:page.sending'),
    messages: Object.fromEntries(errorKeys.map((key) => [key, t(key)])),
    codes: Object.fromEntries(Object.entries(codeTexts).map(([code, key]) => [code, t(key)])),
  };
  const body = `<form id="enquiry-form" novalidate aria-labelledby="form-heading">
<h1 id="form-heading">${escapeHtml(t('widget:page.heading', name))}</h1>
<p class="note">${escapeHtml(t('widget:page.requiredNote'))}</p>
<div id="form-status" class="status" role="alert" hidden></div>
${controls}
<div class="hp" aria-hidden="true"><label for="f-hp">${escapeHtml(t('widget:page.honeypot'))}</label><input id="f-hp" name="${widgetHoneypotField}" type="text" tabindex="-1" autocomplete="off"></div>
<input type="hidden" name="token" value="${escapeHtml(token)}">
<noscript><p class="status">${escapeHtml(t('widget:page.noScript'))}</p></noscript>
<button type="submit">${escapeHtml(t('widget:page.submit'))}</button>
<p class="note"><a href="${privacyNoticeHref(t.locale)}" target="_blank" rel="noopener">${escapeHtml(t('privacy:notice.link'))}</a></p>
</form>
<div id="success" class="success" role="status" tabindex="-1" hidden>
<h2>${escapeHtml(t('widget:success.heading'))}</h2>
<p>${escapeHtml(t('widget:success.text', name))}</p>
</div>
<script type="application/json" id="widget-texts">${scriptJson(texts)}</script>
<script nonce="${nonce}">${script}</script>`;
  return htmlDocument(t, nonce, t('widget:page.title', name), body);
}

export function renderWidgetNotFound(t: Translate, nonce: string): string {
  return htmlDocument(t, nonce, t('widget:errors.notFound'), `<p>${escapeHtml(t('widget:errors.notFound'))}</p>`);
}

/** The page may be framed by any site (that is its purpose) but loads nothing and talks only to us. */
export function widgetPageCsp(nonce: string): string {
  return `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors *`;
}
