import { defineMessages } from '../../kernel/i18n/define-messages';

export const emailMessages = defineMessages({
  nb: {
    'email.greeting': 'Hei {{name}},',
    'email.signature': 'Hilsen Andel',
    'email.signInCode.subject': 'Din innloggingskode: {{code}}',
    'email.signInCode.body': 'Koden for å logge inn i Andel er {{code}}. Den gjelder i 10 minutter.',
    'email.passwordReset.subject': 'Tilbakestill passordet ditt',
    'email.passwordReset.body': 'Vi fikk en forespørsel om å tilbakestille passordet ditt. Åpne lenken innen én time for å velge et nytt passord:',
    'email.passwordReset.ignore': 'Har du ikke bedt om dette, kan du se bort fra e-posten.',
    'email.verification.subject': 'Bekreft e-postadressen din',
    'email.verification.body': 'Bekreftelseskoden din er {{code}}. Skriv den inn under brukerinnstillinger i Andel.',
  },
  sv: {
    'email.greeting': 'Hej {{name}},',
    'email.signature': 'Hälsningar Andel',
    'email.signInCode.subject': 'Din inloggningskod: {{code}}',
    'email.signInCode.body': 'Koden för att logga in i Andel är {{code}}. Den gäller i 10 minuter.',
    'email.passwordReset.subject': 'Återställ ditt lösenord',
    'email.passwordReset.body': 'Vi har fått en begäran om att återställa ditt lösenord. Öppna länken inom en timme för att välja ett nytt lösenord:',
    'email.passwordReset.ignore': 'Om du inte har begärt detta kan du bortse från mejlet.',
    'email.verification.subject': 'Bekräfta din e-postadress',
    'email.verification.body': 'Din bekräftelsekod är {{code}}. Ange den under användarinställningar i Andel.',
  },
  en: {
    'email.greeting': 'Hi {{name}},',
    'email.signature': 'Regards, Andel',
    'email.signInCode.subject': 'Your sign-in code: {{code}}',
    'email.signInCode.body': 'Your code to sign in to Andel is {{code}}. It is valid for 10 minutes.',
    'email.passwordReset.subject': 'Reset your password',
    'email.passwordReset.body': 'We received a request to reset your password. Open the link within one hour to choose a new password:',
    'email.passwordReset.ignore': 'If you did not ask for this, you can ignore this email.',
    'email.verification.subject': 'Confirm your email address',
    'email.verification.body': 'Your confirmation code is {{code}}. Enter it under user settings in Andel.',
  },
});
