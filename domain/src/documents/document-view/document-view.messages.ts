import { defineMessages } from '../../kernel/i18n/define-messages';

export const documentViewMessages = defineMessages({
  nb: {
    'file-preview.missing-file': 'Dokumentet finnes ikke lenger, eller lenken er feil.',
    'file-preview.loading': 'Henter dokumentet …',
    'file-preview.unsupported': 'Filer av typen .{{extension}} kan ikke vises her.',
    'file-preview.download': 'Last ned',
    'file-preview.sharedBy': 'Delt fra {{companyName}}',
    'file-preview.frame': 'Forhåndsvisning av {{name}}',
  },
  sv: {
    'file-preview.missing-file': 'Dokumentet finns inte längre, eller så är länken fel.',
    'file-preview.loading': 'Hämtar dokumentet …',
    'file-preview.unsupported': 'Filer av typen .{{extension}} kan inte visas här.',
    'file-preview.download': 'Ladda ner',
    'file-preview.sharedBy': 'Delat från {{companyName}}',
    'file-preview.frame': 'Förhandsvisning av {{name}}',
  },
  en: {
    'file-preview.missing-file': 'The document no longer exists, or the link is wrong.',
    'file-preview.loading': 'Loading the document …',
    'file-preview.unsupported': 'Files of type .{{extension}} cannot be shown here.',
    'file-preview.download': 'Download',
    'file-preview.sharedBy': 'Shared by {{companyName}}',
    'file-preview.frame': 'Preview of {{name}}',
  },
});
