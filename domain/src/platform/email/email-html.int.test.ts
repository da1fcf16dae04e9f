import { createTestDatabase } from '@andel/db/testing';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../../kernel/i18n/languages';
import { translate } from '../../collected/translate';
import { Company } from '../companies/company.entity';
import { EnterpriseAccount } from '../enterprise-accounts/enterprise-account.entity';
import { deliverPendingEmails } from './deliver-pending-emails';
import { emailTemplates, type EmailTemplateName, type EmailTemplateParams } from './email-templates';
import { queueEmail } from './queue-email';

/** Words a person typed, with markup that must reach the reader as text. */
const typed = '<b>Tom & "Jerry"</b>';
const typedEscaped = '&lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt;';
const link = 'https://andel.example/sign?ref=abc_DEF-123&mode=single';
const linkInHtml = 'https://andel.example/sign?ref=abc_DEF-123&amp;mode=single';
const person = { name: 'Kari Nordmann' };
const meeting = { companyName: 'Nordlys AS', meetingTitle: `Styremøte ${typed}`, meetingStart: '14. desember 2026 kl. 10:00' };

/** One email of each kind: a new template fails to compile here until it has a sample. */
const samples: { [T in EmailTemplateName]: EmailTemplateParams<T> } = {
  signInCode: { ...person, code: '123456' },
  passwordReset: { ...person, link },
  signUpWelcome: { ...person, link },
  signUpExistingAccount: { ...person, link },
  emailVerification: { ...person, code: '123456' },
  invitation: { inviterName: 'Per Hansen', companyNames: 'Nordlys AS', link, personalNote: typed },
  innsynCopy: { ...person, companyName: 'Nordlys AS', organisationNumber: '928471632', copy: typed },
  invitationRequest: { requesterName: 'Per Hansen', requesterEmail: 'per@example.no', companyName: 'Nordlys AS', link, personalNote: typed },
  messageReceived: { ...person, companyName: 'Nordlys AS', senderName: 'Per Hansen', subject: typed, link },
  messageReplied: { ...person, recipientName: 'Per Hansen', subject: typed, link },
  boardMeetingNotice: { ...person, ...meeting, message: typed, link, accessType: 'password' },
  boardMinutesReview: { ...person, ...meeting, senderName: 'Per Hansen', subject: 'Protokoll', message: typed, link, mode: 'voting', deadline: '1. desember 2026' },
  boardMeetingReminder: { ...person, ...meeting, deadline: '1. desember 2026', missing: 2, portalLink: link },
  boardMeetingChanged: { ...person, ...meeting, meetingEnd: '14. desember 2026 kl. 12:00', place: 'Oslo' },
  signingRequest: { ...person, senderName: 'Per Hansen', companyName: 'Nordlys AS', documentTitle: typed, message: typed, link },
  signingCode: { ...person, code: '123456', documents: typed },
  signingReminder: { ...person, senderName: 'Per Hansen', companyName: 'Nordlys AS', documentTitle: typed, link },
  sealedCopy: { ...person, companyName: 'Nordlys AS', documentTitle: typed, viewUrl: link, verifyUrl: link },
  generalMeetingNotice: { ...person, ...meeting, message: typed, link, accessType: 'login' },
  generalMeetingNoticeForParticipant: { ...person, ...meeting, message: typed },
  generalMeetingReminder: { ...person, ...meeting },
  minutesAvailable: { ...person, ...meeting },
  meetingAnnouncement: { ...person, ...meeting, message: typed },
  powerOfAttorneyGiven: { ...person, ...meeting, recipientName: 'Per Hansen' },
  powerOfAttorneyReceived: { ...person, ...meeting, giverName: 'Per Hansen', link },
};
const templates = Object.keys(samples) as EmailTemplateName[];

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let branded: Company;
const sent: { to: string; subject: string; text: string; html: string }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const em = database.orm.em.fork();
  branded = em.create(Company, { organisationNumber: '928471632', name: 'Nordlys & Co AS', country: 'NO', currency: 'NOK', subscriptionType: 'PRO' });
  em.create(EnterpriseAccount, { name: 'Konsern', features: [], companies: [branded], logo: Buffer.from([0x89, 0x50]), logoContentType: 'image/png' });
  await em.flush();
  await database.orm.em.fork().transactional(async (tx) => {
    for (const language of languages)
      for (const template of templates)
        queueEmail({ em: tx, company: template === 'signingRequest' ? branded : null, to: `${template}.${language}@example.org`, language, template, params: samples[template] as never });
  });
  const transport = nodemailer.createTransport({ jsonTransport: true });
  const send = transport.sendMail.bind(transport);
  transport.sendMail = (async (mail: Parameters<typeof send>[0]) => {
    const info = await send(mail);
    sent.push({ ...JSON.parse(info.message as unknown as string), to: info.envelope.to[0] });
    return info;
  }) as typeof transport.sendMail;
  await deliverPendingEmails({ em: database.orm.em, transport, from: 'Andel <no-reply@andel.local>', appUrl: 'https://andel.example' });
}, 120_000);
afterAll(() => database.close());

const mailOf = (template: EmailTemplateName, language: string) => sent.find(({ to }) => to === `${template}.${language}@example.org`)!;

describe('the HTML part of every email', () => {
  it.each(languages.flatMap((language) => templates.map((template) => [template, language] as const)))('%s in %s: the plain text kept, the link a button, typed words escaped', (template, language) => {
    const mail = mailOf(template, language);
    const { text } = emailTemplates[template](language, samples[template] as never);
    expect(mail.text).toBe(text);
    expect(mail.html).toContain(`<html lang="${language}"`);
    const button = translate(language, `email.html.button.${({ passwordReset: 'passwordReset', signingRequest: 'sign', sealedCopy: 'verify' } as Record<string, string>)[template] ?? ''}`);
    if (text.includes(link)) {
      // mj-button: one anchor with the link, styled as a button, then the link written out for a client without buttons.
      expect(mail.html).toMatch(new RegExp(`<a\\s+href="${linkInHtml.replace(/[?.]/g, '\\$&')}"[^>]*style="[^"]*display:inline-block[^"]*background:#1a4d8f`));
      expect(mail.html).toContain(translate(language, 'email.html.linkFallback').replace(/'/g, '&#39;'));
      if (['passwordReset', 'signingRequest', 'sealedCopy'].includes(template)) expect(mail.html).toContain(button);
    } else expect(mail.html).not.toMatch(/<a\s/);
    if (text.includes(typed)) expect(mail.html).toContain(typedEscaped);
    expect(mail.html).not.toContain('<b>Tom');
  });

  it("carries the company's name and its enterprise account's logo when the email goes out for a company", () => {
    const mail = mailOf('signingRequest', 'nb');
    expect(mail.html).toContain('Nordlys &amp; Co AS');
    expect(mail.html).toMatch(/<img[^>]+src="https:\/\/andel\.example\/api\/whitelabel\/logo\/[0-9a-f-]{36}"/);
    expect(mail.html).toContain('Sendt med Andel på vegne av Nordlys &amp; Co AS.');
    expect(mailOf('passwordReset', 'en').html).not.toContain('whitelabel');
  });
});
