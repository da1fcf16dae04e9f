import { defineMessages } from '../../kernel/i18n/define-messages';

export const storageMessages = defineMessages({
  nb: { 'storage.fileMissing': 'Filen finnes ikke lenger i lageret.' },
  sv: { 'storage.fileMissing': 'Filen finns inte längre i lagret.' },
  en: { 'storage.fileMissing': 'The file is no longer in storage.' },
});
