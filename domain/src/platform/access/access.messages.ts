import { defineMessages } from '../../kernel/i18n/define-messages';

export const accessMessages = defineMessages({
  nb: {
    'access.forbidden': 'Du har ikke tilgang til dette selskapet.',
    'accessType.ADMIN': 'Administrator',
    'accessType.BOARD_MEMBER': 'Styremedlem',
    'accessType.SHAREHOLDER': 'Aksjonær',
    'accessType.ADDITIONAL_REPRESENTATIVE': 'Representant for aksjonær',
    'accessType.CUSTOM': 'Tilpasset rolle',
    'accessType.SUPERADMIN': 'Superadministrator',
    'accessType.NONE': 'Ingen tilgang',
    'accessType.DRAFT': 'Utkast',
  },
  sv: {
    'access.forbidden': 'Du har inte behörighet till detta bolag.',
    'accessType.ADMIN': 'Administratör',
    'accessType.BOARD_MEMBER': 'Styrelseledamot',
    'accessType.SHAREHOLDER': 'Aktieägare',
    'accessType.ADDITIONAL_REPRESENTATIVE': 'Företrädare för aktieägare',
    'accessType.CUSTOM': 'Anpassad roll',
    'accessType.SUPERADMIN': 'Superadministratör',
    'accessType.NONE': 'Ingen behörighet',
    'accessType.DRAFT': 'Utkast',
  },
  en: {
    'access.forbidden': 'You do not have access to this company.',
    'accessType.ADMIN': 'Administrator',
    'accessType.BOARD_MEMBER': 'Board member',
    'accessType.SHAREHOLDER': 'Shareholder',
    'accessType.ADDITIONAL_REPRESENTATIVE': 'Shareholder representative',
    'accessType.CUSTOM': 'Custom role',
    'accessType.SUPERADMIN': 'Super administrator',
    'accessType.NONE': 'No access',
    'accessType.DRAFT': 'Draft',
  },
});
