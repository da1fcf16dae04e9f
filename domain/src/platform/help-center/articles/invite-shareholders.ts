import type { HelpArticle } from '../help-content';

export const inviteShareholders: HelpArticle = {
  slug: 'invite-shareholders',
  topic: 'shareholders',
  companyPage: 'shareholders/list',
  texts: {
    nb: {
      title: 'Inviter aksjonærene til aksjonærportalen',
      summary: 'Slå på aksjonærportalen og send aksjonærene en invitasjon på e-post.',
      body: `I aksjonærportalen ser hver aksjonær sine egne aksjer, transaksjoner og dokumenter, og kan selv rette kontaktopplysninger og bankkonto.

## Slå på portalen
1. Velg Selskapsinnstillinger øverst og fanen Aksjonærer.
2. Slå på Aksjonærportalen er på.

## Send invitasjonene
1. Velg Varsle aksjonærer i aksjonærlisten.
2. Velg aksjonærene som skal inviteres, eller Velg alle. Listen viser aksjonærene som har aksjer; hver valgt aksjonær trenger en e-postadresse, som du kan skrive inn i listen.
3. Velg språk i e-posten (norsk eller engelsk) og skriv gjerne en hilsen.
4. Send. Hver aksjonær får en e-post med en lenke for å ta imot invitasjonen.

## Representanter
En aksjonær kan selv invitere representanter, for eksempel en regnskapsfører, som ser det samme i portalen og kan handle for aksjonæren.`,
    },
    sv: {
      title: 'Bjud in aktieägarna till aktieägarportalen',
      summary: 'Slå på aktieägarportalen och skicka aktieägarna en inbjudan via e-post.',
      body: `I aktieägarportalen ser varje aktieägare sina egna aktier, transaktioner och dokument, och kan själv rätta kontaktuppgifter och bankkonto.

## Slå på portalen
1. Välj Bolagsinställningar högst upp och fliken Aktieägare.
2. Slå på Aktieägarportalen är på.

## Skicka inbjudningarna
1. Välj Meddela aktieägare i aktieägarlistan.
2. Välj aktieägarna som ska bjudas in, eller Välj alla. Listan visar aktieägarna som har aktier; varje vald aktieägare behöver en e-postadress, som du kan skriva in i listan.
3. Välj språk i mejlet (norska eller engelska) och skriv gärna en hälsning.
4. Skicka. Varje aktieägare får ett mejl med en länk för att ta emot inbjudan.

## Ombud
En aktieägare kan själv bjuda in ombud, till exempel en redovisningskonsult, som ser samma sak i portalen och kan agera för aktieägaren.`,
    },
    en: {
      title: 'Invite the shareholders to the shareholder portal',
      summary: 'Turn on the shareholder portal and send the shareholders an invitation by email.',
      body: `In the shareholder portal each shareholder sees their own shares, transactions and documents, and can correct their contact details and bank account themselves.

## Turn on the portal
1. Choose Company settings at the top and the Shareholders tab.
2. Turn on The shareholder portal is on.

## Send the invitations
1. Choose Notify shareholders in the shareholder list.
2. Choose the shareholders to invite, or Select all. The list shows the shareholders who hold shares; each chosen shareholder needs an email address, which you can type into the list.
3. Choose the language of the email (Norwegian or English) and add a note if you like.
4. Send. Each shareholder gets an email with a link to accept the invitation.

## Representatives
A shareholder can invite representatives, for example an accountant, who see the same in the portal and can act for the shareholder.`,
    },
  },
};
