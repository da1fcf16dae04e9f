import { defineMessages } from '../../kernel/i18n/define-messages';

/** The increase of share capital decision's own validation keys (the rest are the kernel's and the issue transaction's). */
export const capitalIncreaseMessages = defineMessages({
  nb: {
    'capitalIncrease.nominalValueDecimals': 'Nytt pålydende kan ha høyst {{max}} desimaler.',
    'capitalIncrease.totalCapitalDecimals': 'Ny aksjekapital kan ha høyst {{max}} desimaler.',
    'capitalIncrease.contributionBelowIncrease': 'Innskuddet per aksje kan ikke være lavere enn forhøyelsen. Nytt pålydende blir {{nominalValue}} {{currency}}.',
    'capitalIncrease.helper.sharePrice': 'Tegningskursen må være minst pålydende, {{nominalValue}} {{currency}}.',
    'capitalIncrease.intervalOrder': '«Til» kan ikke være lavere enn «fra».',
    'capitalIncrease.issuedOutsideInterval': 'Antall tegnede aksjer ({{subscribed}}) må være mellom {{min}} og {{max}}.',
    'capitalIncrease.debtExceedsReceivable': 'Beløpet som konverteres kan ikke være større enn fordringen.',
    'capitalIncrease.allocation.overAllocated': 'Det er tildelt flere aksjer enn det er utstedt ({{remaining}} igjen).',
    'capitalIncrease.allocation.incomplete': 'Alle aksjer må tildeles i hver runde før tildelingen kan bekreftes.',
  },
  sv: {
    'capitalIncrease.nominalValueDecimals': 'Det nya kvotvärdet får ha högst {{max}} decimaler.',
    'capitalIncrease.totalCapitalDecimals': 'Det nya aktiekapitalet får ha högst {{max}} decimaler.',
    'capitalIncrease.contributionBelowIncrease': 'Insatsen per aktie får inte vara lägre än ökningen. Det nya kvotvärdet blir {{nominalValue}} {{currency}}.',
    'capitalIncrease.helper.sharePrice': 'Teckningskursen måste vara minst kvotvärdet, {{nominalValue}} {{currency}}.',
    'capitalIncrease.intervalOrder': '”Till” får inte vara lägre än ”från”.',
    'capitalIncrease.issuedOutsideInterval': 'Antalet tecknade aktier ({{subscribed}}) måste vara mellan {{min}} och {{max}}.',
    'capitalIncrease.debtExceedsReceivable': 'Beloppet som kvittas får inte vara större än fordran.',
    'capitalIncrease.allocation.overAllocated': 'Fler aktier har tilldelats än som ges ut ({{remaining}} kvar).',
    'capitalIncrease.allocation.incomplete': 'Alla aktier måste tilldelas i varje omgång innan tilldelningen kan bekräftas.',
  },
  en: {
    'capitalIncrease.nominalValueDecimals': 'The new nominal value can have at most {{max}} decimals.',
    'capitalIncrease.totalCapitalDecimals': 'The new share capital can have at most {{max}} decimals.',
    'capitalIncrease.contributionBelowIncrease': 'The contribution per share cannot be lower than the increase. The new nominal value is {{nominalValue}} {{currency}}.',
    'capitalIncrease.helper.sharePrice': 'The subscription price must be at least the nominal value, {{nominalValue}} {{currency}}.',
    'capitalIncrease.intervalOrder': '"To" cannot be lower than "from".',
    'capitalIncrease.issuedOutsideInterval': 'The shares subscribed ({{subscribed}}) must be between {{min}} and {{max}}.',
    'capitalIncrease.debtExceedsReceivable': 'The amount converted cannot exceed the receivable.',
    'capitalIncrease.allocation.overAllocated': 'More shares are allocated than issued ({{remaining}} remaining).',
    'capitalIncrease.allocation.incomplete': 'Every share must be allocated in every round before the allocation can be confirmed.',
  },
});
