import { describe, expect, it } from 'vitest';
import { classesFromPublicRegister } from './public-register-share-classes';

describe('classes from the extract', () => {
  it('maps ordinary, lettered and preference shares to their codes', () => {
    const classes = classesFromPublicRegister(['Ordinære aksjer', 'B-aksjer', 'Preferanseaksjer']);
    expect([...classes.values()].map(({ code }) => code)).toEqual(['COMMON', 'B', 'PREFERENCE']);
  });
  it("takes a company's only ISIN as its ordinary shares", () => {
    expect(classesFromPublicRegister(['NO0010096985']).get('NO0010096985')).toEqual({ code: 'COMMON', customNames: [] });
  });
  it('names any other class by its text on the next free letter', () => {
    const classes = classesFromPublicRegister(['A-aksjer', 'Investor-aksjer', 'NO0010096985']);
    expect(classes.get('Investor-aksjer')).toEqual({ code: 'B', customNames: [{ language: 'nb', name: 'Investor', separator: 'DASH' }] });
    expect(classes.get('NO0010096985')).toEqual({ code: 'C', customNames: [{ language: 'nb', name: 'NO0010096985', separator: 'SPACE' }] });
  });
});
