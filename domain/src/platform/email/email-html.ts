import type { Language } from '../../kernel/i18n/languages';
import { translate } from '../../collected/translate';
import type { EmailTemplateName } from './email-templates';

/** Whose email it is: the company it goes out for, and the logo of its enterprise account when that has one. */
export type EmailBrand = { companyName: string; logoUrl: string | null };

/** The words on an email's buttons, by template: what the link does (one per link, in order, when it has several); any other link opens with `email.html.button.open`. */
const buttonKeys: Partial<Record<EmailTemplateName, string | readonly string[]>> = {
  passwordReset: 'email.html.button.passwordReset',
  signUpWelcome: 'email.html.button.signIn',
  signUpExistingAccount: 'email.html.button.signIn',
  invitation: 'email.html.button.invitation',
  invitationRequest: 'email.html.button.invitationRequest',
  messageReceived: 'email.html.button.message',
  messageReplied: 'email.html.button.message',
  boardMeetingNotice: 'email.html.button.notice',
  generalMeetingNotice: 'email.html.button.notice',
  boardMinutesReview: 'email.html.button.review',
  boardMeetingReminder: 'email.html.button.portal',
  signingRequest: 'email.html.button.sign',
  signingReminder: 'email.html.button.sign',
  sealedCopy: ['email.html.button.viewDocument', 'email.html.button.verify'],
  powerOfAttorneyReceived: 'email.html.button.powerOfAttorney',
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** A line that is one of our links: the templates put each on a line of its own, and a person's words are quoted (`> `). */
const isLink = (line: string) => /^https?:\/\/\S+$/.test(line);

type Block = { kind: 'paragraph'; lines: string[] } | { kind: 'quote'; lines: string[] } | { kind: 'link'; url: string };

/** The plain-text part read as blocks: paragraphs between blank lines, a quoted note, and each link line. */
const blocksOf = (text: string): Block[] => {
  const blocks: Block[] = [];
  for (const line of text.split('\n')) {
    const last = blocks.at(-1);
    if (isLink(line)) blocks.push({ kind: 'link', url: line });
    else if (line.startsWith('>')) {
      const quoted = line.replace(/^> ?/, '');
      if (last?.kind === 'quote') last.lines.push(quoted);
      else blocks.push({ kind: 'quote', lines: [quoted] });
    } else if (!line.trim()) blocks.push({ kind: 'paragraph', lines: [] });
    else if (last?.kind === 'paragraph') last.lines.push(line);
    else blocks.push({ kind: 'paragraph', lines: [line] });
  }
  return blocks.filter((block) => block.kind === 'link' || block.lines.length > 0);
};

const lines = (each: string[]) => each.map(escapeHtml).join('<br />');

const buttonKeyOf = (template: EmailTemplateName, linkIndex: number): string => {
  const keys = buttonKeys[template];
  return (typeof keys === 'string' ? keys : keys?.[linkIndex]) ?? 'email.html.button.open';
};

const blockMjml = (language: Language, template: EmailTemplateName, block: Block, linkIndex: number): string => {
  if (block.kind === 'paragraph') return `<mj-text>${lines(block.lines)}</mj-text>`;
  if (block.kind === 'quote') return `<mj-text padding-left="24px"><div style="border-left:4px solid #c5cae9;padding-left:12px;color:#37474f">${lines(block.lines)}</div></mj-text>`;
  const url = escapeHtml(block.url);
  return [
    `<mj-button href="${url}" background-color="#1a4d8f" color="#ffffff" font-size="16px" font-weight="bold" border-radius="6px" inner-padding="14px 28px">${escapeHtml(translate(language, buttonKeyOf(template, linkIndex)))}</mj-button>`,
    `<mj-text font-size="12px" color="#607d8b">${escapeHtml(translate(language, 'email.html.linkFallback'))}<br /><a href="${url}" style="color:#1a4d8f;word-break:break-all">${url}</a></mj-text>`,
  ].join('');
};

const headerMjml = (brand: EmailBrand | null) => {
  if (!brand) return `<mj-text font-size="20px" font-weight="bold" color="#1a4d8f">Andel</mj-text>`;
  const logo = brand.logoUrl ? `<mj-image src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.companyName)}" width="160px" align="left" padding-bottom="4px" />` : '';
  return `${logo}<mj-text font-size="20px" font-weight="bold" color="#1a4d8f">${escapeHtml(brand.companyName)}</mj-text>`;
};

/**
 * The HTML part of every email, from its plain-text part (which is sent beside it unchanged) by one MJML template: the
 * company's name and logo at the top, paragraphs, a person's note set apart, each link as a button with the link
 * written out below it, and who sent it. Every word is escaped; only our own link lines become links.
 */
export const renderEmailHtml = async ({ language, template, subject, text, brand }: { language: Language; template: EmailTemplateName; subject: string; text: string; brand: EmailBrand | null }): Promise<string> => {
  const footer = brand ? translate(language, 'email.html.footerFor', { companyName: brand.companyName }) : translate(language, 'email.html.footer');
  const source = `<mjml lang="${language}">
  <mj-head>
    <mj-title>${escapeHtml(subject)}</mj-title>
    <mj-preview>${escapeHtml(subject)}</mj-preview>
    <mj-attributes><mj-all font-family="Helvetica, Arial, sans-serif" /><mj-text font-size="15px" line-height="1.5" color="#212121" /></mj-attributes>
  </mj-head>
  <mj-body background-color="#f4f6f8">
    <mj-section padding="24px 0 8px"><mj-column>${headerMjml(brand)}</mj-column></mj-section>
    <mj-section background-color="#ffffff" border-radius="8px" padding="16px 8px"><mj-column>${blocksOf(text)
      .map((block, index, all) => blockMjml(language, template, block, all.slice(0, index).filter(({ kind }) => kind === 'link').length))
      .join('')}</mj-column></mj-section>
    <mj-section padding="8px 0 24px"><mj-column><mj-text font-size="12px" color="#607d8b">${escapeHtml(footer)}</mj-text></mj-column></mj-section>
  </mj-body>
</mjml>`;
  // Loaded with the first email: MJML and its dependencies hold about 60 MiB, which a process that sends none need not.
  const { default: mjml2html } = await import('mjml');
  const { html, errors } = await mjml2html(source, { validationLevel: 'strict', keepComments: false });
  if (errors.length) throw new Error(`email template: ${errors.map((error) => error.formattedMessage).join('; ')}`);
  return html;
};
