import { defineMessages } from '../../kernel/i18n/define-messages';

export const fileChecksMessages = defineMessages({
  nb: {
    'unsupported-files': 'Filtypen støttes ikke: {{files}}. Støttede filtyper: {{supported}}.',
    'file-exceeds-max-size': 'Filen er for stor: {{files}}. Største tillatte størrelse er {{maxFileSize}} byte.',
    'files-exceed-max-request-size': 'Filene er til sammen for store. Last opp høyst {{maxRequestSize}} byte om gangen.',
    'invalid-file': 'Ugyldig fil: {{files}}. Innholdet stemmer ikke med filtypen, eller filen kan ikke åpnes trygt.',
    'unreadable-pdf': 'PDF-en kan ikke leses sikkert: {{files}}. Lagre den på nytt som PDF (for eksempel med «Skriv ut til PDF») og last den opp igjen.',
    'file-exceeds-max-dimensions': 'Bildet er for stort: {{files}}. Største tillatte størrelse er {{maxWidth}} × {{maxHeight}} piksler.',
  },
  sv: {
    'unsupported-files': 'Filtypen stöds inte: {{files}}. Filtyper som stöds: {{supported}}.',
    'file-exceeds-max-size': 'Filen är för stor: {{files}}. Största tillåtna storlek är {{maxFileSize}} byte.',
    'files-exceed-max-request-size': 'Filerna är tillsammans för stora. Ladda upp högst {{maxRequestSize}} byte åt gången.',
    'invalid-file': 'Ogiltig fil: {{files}}. Innehållet stämmer inte med filtypen, eller filen kan inte öppnas säkert.',
    'unreadable-pdf': 'PDF:en kan inte läsas säkert: {{files}}. Spara den på nytt som PDF (till exempel med ”Skriv ut till PDF”) och ladda upp den igen.',
    'file-exceeds-max-dimensions': 'Bilden är för stor: {{files}}. Största tillåtna storlek är {{maxWidth}} × {{maxHeight}} pixlar.',
  },
  en: {
    'unsupported-files': 'This type of file is not supported: {{files}}. Supported types: {{supported}}.',
    'file-exceeds-max-size': 'The file is too large: {{files}}. The largest allowed is {{maxFileSize}} bytes.',
    'files-exceed-max-request-size': 'The files are too large together. Upload at most {{maxRequestSize}} bytes at a time.',
    'invalid-file': 'Invalid file: {{files}}. Its content does not match its type, or it cannot be opened safely.',
    'unreadable-pdf': 'The PDF cannot be read safely: {{files}}. Save it again as a PDF (for example with “Print to PDF”) and upload it again.',
    'file-exceeds-max-dimensions': 'The image is too large: {{files}}. The largest allowed is {{maxWidth}} × {{maxHeight}} pixels.',
  },
});
