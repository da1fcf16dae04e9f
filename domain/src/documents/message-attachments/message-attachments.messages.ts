import { defineMessages } from '../../kernel/i18n/define-messages';

export const messageAttachmentsMessages = defineMessages({
  nb: {
    'messageAttachments.notFound': 'Vedlegget finnes ikke.',
    'messageAttachments.tooMany': 'En melding kan ha høyst {{max}} vedlegg.',
    'messageAttachments.attach': 'Legg ved fil',
    'messageAttachments.remove': 'Fjern vedlegget {{name}}',
    'messageAttachments.list': 'Vedlegg',
  },
  sv: {
    'messageAttachments.notFound': 'Bilagan finns inte.',
    'messageAttachments.tooMany': 'Ett meddelande kan ha högst {{max}} bilagor.',
    'messageAttachments.attach': 'Bifoga fil',
    'messageAttachments.remove': 'Ta bort bilagan {{name}}',
    'messageAttachments.list': 'Bilagor',
  },
  en: {
    'messageAttachments.notFound': 'The attachment does not exist.',
    'messageAttachments.tooMany': 'A message can have at most {{max}} attachments.',
    'messageAttachments.attach': 'Attach file',
    'messageAttachments.remove': 'Remove the attachment {{name}}',
    'messageAttachments.list': 'Attachments',
  },
});
