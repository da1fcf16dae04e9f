import { describe, expect, it } from 'vitest';
import { translate } from '../../collected/translate';
import { privatePlacement, registerWithShares } from '../../../testing/capital-increase-fixtures';
import { resolutionText } from './resolution-text';
import type { Language } from '../../kernel/i18n/languages';

const text = (language: Language, form = privatePlacement()) => resolutionText(form, registerWithShares, language, (key, params) => translate(language, key, params));

describe('the resolution text of a private placement of 10,000,000 shares at 1 to two subscribers, on 100,000 shares of 1', () => {
  it('in Norwegian, with its figures written the Norwegian way', () =>
    expect(text('nb')).toEqual([
      'Aksjekapitalen forhøyes med 10 000 000 NOK, fra 100 000 NOK til 10 100 000 NOK, ved utstedelse av 10 000 000 nye aksjer, hver pålydende 1,00 NOK.',
      'Det skal betales 1,00 NOK per aksje (A-aksjer), til sammen 10 000 000 NOK.',
      'Aksjeeiernes fortrinnsrett fravikes, jf. aksjeloven § 10-5.',
      'De nye aksjene kan tegnes av:',
      'Kari Nordmann: 6 000 000 aksjer',
      'Ola Hansen: 4 000 000 aksjer',
      'Aksjene tegnes i protokollen fra generalforsamlingen.',
      'Aksjeinnskuddet betales til selskapets særskilte emisjonskonto senest 2026-12-12.',
      'Utgiftene ved kapitalforhøyelsen anslås til 0 NOK.',
      'De nye aksjene gir rettigheter i selskapet fra kapitalforhøyelsen er registrert i Foretaksregisteret.',
      'Vedtektenes § 4 endres til: «Selskapets aksjekapital er 10 100 000 NOK, fordelt på 10 100 000 aksjer, hver pålydende 1,00 NOK.»',
    ]));

  it('in English and Swedish', () => {
    expect(text('en')[0]).toBe('The share capital is increased by NOK 10,000,000, from NOK 100,000 to NOK 10,100,000, by issuing 10,000,000 new shares, each with a nominal value of NOK 1.00.');
    expect(text('sv')[4]).toBe('Kari Nordmann: 6 000 000 aktier');
  });

  it('a nominal value increase', () => {
    const form = privatePlacement();
    form.properties = { type: 'increaseNominalValue', increaseInNominalValue: '0.5', sharePrice: null, contributionPerShareTypes: [{ sharetypeId: 'class-a', name: 'A', contributionPerShare: '2' }], subscribers: [] };
    expect(text('nb', form).slice(0, 2)).toEqual([
      'Aksjekapitalen forhøyes med 50 000 NOK, fra 100 000 NOK til 150 000 NOK, ved at aksjenes pålydende økes med 0,50 NOK, fra 1,00 NOK til 1,50 NOK.',
      'Det skal betales 2,00 NOK per aksje (A).',
    ]);
  });
});
