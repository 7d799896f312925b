import { formatDate, formatMoney } from '../format.ts';
import type { Locale } from '../locales.ts';

/**
 * The supplier's contract template, one per language (docs/decisions/quotes.md, "Contract templates"): the terms of a
 * quote, with placeholders the quote fills. A placeholder is a fixed English name in double braces, `{{couple}}`, in
 * every language (as the portal's own texts write them); spaces inside the braces are allowed. Anything else in double
 * braces is an error, so that a contract is never sent with a hole or a typo in it.
 */

export const contractPlaceholders = [
  'couple',
  'supplier',
  'weddingDate',
  'venue',
  'total',
  'deposit',
  'balance',
  'balanceDueDate',
  'validUntil',
] as const;
export type ContractPlaceholder = (typeof contractPlaceholders)[number];

export const contractTemplateMaxLength = 20_000;

const isPlaceholder = (name: string): name is ContractPlaceholder =>
  (contractPlaceholders as readonly string[]).includes(name);

export interface TemplateIssue {
  /** `unknown`: a well-formed name the portal does not know; `malformed`: braces that do not make a placeholder. */
  kind: 'unknown' | 'malformed';
  /** Where it starts in the template, for the editor to point at. */
  index: number;
  text: string;
}

type Part = { text: string } | { placeholder: ContractPlaceholder };

/**
 * The template as text and placeholders, with its issues. `{{` opens a placeholder that the next `}}` closes; a `}}`
 * outside one, a `{{` never closed, and a name other than letters (`{{ }}`, `{{wedding date}}`, `{{{couple}}}`) are
 * malformed. Single braces are text.
 */
function parse(template: string): { parts: Part[]; issues: TemplateIssue[] } {
  const parts: Part[] = [];
  const issues: TemplateIssue[] = [];
  let from = 0;
  while (from < template.length) {
    const open = template.indexOf('{{', from);
    const strayClose = template.indexOf('}}', from);
    if (strayClose !== -1 && (open === -1 || strayClose < open)) {
      issues.push({ kind: 'malformed', index: strayClose, text: '}}' });
      parts.push({ text: template.slice(from, strayClose + 2) });
      from = strayClose + 2;
      continue;
    }
    if (open === -1) break;
    parts.push({ text: template.slice(from, open) });
    const close = template.indexOf('}}', open + 2);
    if (close === -1) {
      issues.push({ kind: 'malformed', index: open, text: template.slice(open, open + 20) });
      parts.push({ text: template.slice(open) });
      return { parts, issues };
    }
    const written = template.slice(open, close + 2);
    const name = written.slice(2, -2).trim();
    if (isPlaceholder(name)) parts.push({ placeholder: name });
    else {
      issues.push({ kind: /^[A-Za-z]+$/.test(name) ? 'unknown' : 'malformed', index: open, text: written });
      parts.push({ text: written });
    }
    from = close + 2;
  }
  parts.push({ text: template.slice(from) });
  return { parts, issues };
}

/** What is wrong with a template, in the order it is written; none for a template that renders. */
export function templateIssues(template: string): TemplateIssue[] {
  return parse(template).issues;
}

/** The placeholders a template uses (a quote that names the venue must have one). */
export function placeholdersIn(template: string): Set<ContractPlaceholder> {
  return new Set(parse(template).parts.flatMap((part) => ('placeholder' in part ? [part.placeholder] : [])));
}

/** What a quote fills the placeholders with: amounts in minor units of `currency`, days YYYY-MM-DD. */
export interface ContractFacts {
  couple: string;
  supplier: string;
  venue: string;
  weddingDate: string;
  validUntil: string;
  currency: string;
  total: number;
  deposit: number;
  balance: number;
  balanceDueOn: string;
}

/**
 * "12 June 2027", "12. Juni 2027", "12 juin 2027": a contract writes its days in full, the day the calendar names (also
 * the proposal page around it).
 */
export const contractDay = (day: string, locale: Locale) =>
  formatDate(`${day}T12:00:00Z`, locale, { dateStyle: 'long', timeZone: 'UTC' });

/**
 * The terms of a quote in its language: each placeholder filled, amounts with their pence ("£1,250.00", as money that
 * is paid is written), days in full. Plain text: the proposal page escapes it, the PDF sets it. A template with issues
 * throws (the quote's schema refuses it first).
 */
export function renderContract(template: string, facts: ContractFacts, locale: Locale): string {
  const { parts, issues } = parse(template);
  if (issues.length > 0) throw new RangeError(`The template has ${issues.length} placeholder issue(s)`);
  const money = (amount: number) => formatMoney(amount, facts.currency, locale, { exact: true });
  const values: Record<ContractPlaceholder, string> = {
    couple: facts.couple,
    supplier: facts.supplier,
    venue: facts.venue,
    weddingDate: contractDay(facts.weddingDate, locale),
    validUntil: contractDay(facts.validUntil, locale),
    total: money(facts.total),
    deposit: money(facts.deposit),
    balance: money(facts.balance),
    balanceDueDate: contractDay(facts.balanceDueOn, locale),
  };
  return parts.map((part) => ('placeholder' in part ? values[part.placeholder] : part.text)).join('');
}
