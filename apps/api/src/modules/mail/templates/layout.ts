/**
 * The one e-mail layout every template renders into: a branded, table-based HTML body with
 * inline styles (mail clients drop <style> blocks and external CSS) and a plain-text twin.
 * Templates describe content only; this file owns markup, colours and escaping.
 */

/** Brand colours, the same as the web theme (apps/web/src/app/theme.ts). */
const BRAND = {
  primary: '#1f5f5b',
  primaryDark: '#0e3e3b',
  accent: '#f6c453',
  page: '#fbfaf6',
  card: '#ffffff',
  text: '#1d2a2a',
  muted: '#4a5656',
  border: '#e4e1d6',
} as const;

const FONT = "'Nunito Sans', 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export interface EmailAction {
  /** Button label, e.g. 'Confirm my e-mail'. */
  label: string;
  /** Absolute http(s) URL the button and the plain link point to. */
  url: string;
}

/** What a template says; the layout decides how it looks. */
export interface EmailContent {
  subject: string;
  /** Shown by mail clients next to the subject; hidden in the body. */
  preheader: string;
  heading: string;
  /** Opening line, e.g. 'Hi Jane,'. */
  greeting: string;
  /** Paragraphs before the button. */
  intro: string[];
  action: EmailAction;
  /** Paragraphs after the button (security notes, what happens next). */
  outro: string[];
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  /** Every link in the message in order of appearance, without duplicates (first = the action). */
  links: string[];
}

export interface LayoutEnv {
  appUrl: string;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function paragraph(text: string): string {
  return `<p style="margin:0 0 16px 0;font-family:${FONT};font-size:16px;line-height:26px;color:${BRAND.text};">${escapeHtml(text)}</p>`;
}

function smallParagraph(text: string): string {
  return `<p style="margin:0 0 12px 0;font-family:${FONT};font-size:14px;line-height:22px;color:${BRAND.muted};">${escapeHtml(text)}</p>`;
}

function renderHtml(content: EmailContent, env: LayoutEnv): string {
  const url = escapeHtml(content.action.url);
  const appUrl = escapeHtml(env.appUrl);
  const appHost = escapeHtml(new URL(env.appUrl).host);
  const year = new Date().getFullYear();
  return `<!DOCTYPE html>
<html lang="en" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;width:100%;background-color:${BRAND.page};">
<div role="article" aria-roledescription="email" aria-label="${escapeHtml(content.subject)}" lang="en">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;font-size:1px;line-height:1px;color:${BRAND.page};">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${BRAND.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;width:100%;">
<tr><td style="background-color:${BRAND.primary};border-radius:12px 12px 0 0;padding:22px 32px;">
<p style="margin:0;font-family:${FONT};font-size:22px;line-height:28px;font-weight:800;color:#ffffff;letter-spacing:0.2px;">Camp&nbsp;Concierge</p>
<p style="margin:2px 0 0 0;font-family:${FONT};font-size:13px;line-height:18px;color:#d8ebe9;">Children's camps, planned with care</p>
</td></tr>
<tr><td style="background-color:${BRAND.accent};height:4px;line-height:4px;font-size:4px;">&nbsp;</td></tr>
<tr><td style="background-color:${BRAND.card};border:1px solid ${BRAND.border};border-top:0;border-radius:0 0 12px 12px;padding:32px;">
<h1 style="margin:0 0 20px 0;font-family:${FONT};font-size:24px;line-height:32px;font-weight:800;color:${BRAND.text};">${escapeHtml(content.heading)}</h1>
${paragraph(content.greeting)}
${content.intro.map(paragraph).join('\n')}
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px 0;">
<tr><td align="center" style="border-radius:8px;background-color:${BRAND.primary};">
<a href="${url}" style="display:inline-block;padding:14px 28px;font-family:${FONT};font-size:16px;line-height:20px;font-weight:700;color:#ffffff;text-decoration:none;border-radius:8px;border:1px solid ${BRAND.primaryDark};">${escapeHtml(content.action.label)}</a>
</td></tr>
</table>
${smallParagraph("If the button doesn't work, copy this link into your browser:")}
<p style="margin:0 0 24px 0;font-family:${FONT};font-size:14px;line-height:22px;word-break:break-all;"><a href="${url}" style="color:${BRAND.primary};text-decoration:underline;">${url}</a></p>
${content.outro.map(smallParagraph).join('\n')}
</td></tr>
<tr><td style="padding:20px 32px;text-align:center;">
<p style="margin:0 0 6px 0;font-family:${FONT};font-size:13px;line-height:20px;color:${BRAND.muted};">Camp Concierge helps families find, compare and book the right camps for their children.</p>
<p style="margin:0;font-family:${FONT};font-size:13px;line-height:20px;color:${BRAND.muted};">&copy; ${year} Camp Concierge &middot; <a href="${appUrl}" style="color:${BRAND.primary};text-decoration:underline;">${appHost}</a></p>
</td></tr>
</table>
</td></tr>
</table>
</div>
</body>
</html>
`;
}

function renderText(content: EmailContent, env: LayoutEnv): string {
  const blocks = [
    'CAMP CONCIERGE',
    content.heading,
    content.greeting,
    ...content.intro,
    `${content.action.label}:\n${content.action.url}`,
    ...content.outro,
    `--\nCamp Concierge helps families find, compare and book the right camps for their children.\n${env.appUrl}`,
  ];
  return `${blocks.join('\n\n')}\n`;
}

export function renderLayout(content: EmailContent, env: LayoutEnv): RenderedEmail {
  return {
    subject: content.subject,
    html: renderHtml(content, env),
    text: renderText(content, env),
    links: [...new Set([content.action.url, env.appUrl])],
  };
}

/** 'Hi Jane,' or, without a name, 'Hi there,'. */
export function greeting(name: string): string {
  const trimmed = name.trim();
  return `Hi ${trimmed || 'there'},`;
}
