/** A title that places its person in another organisation keeps them off the site's contacts. */
import { describe, expect, it } from 'vitest';
import { isTheSite, worksElsewhere } from '../src/domain/enrich/extract/people-guard.js';

describe('a title naming the organisation its person works for', () => {
  it('reads organisation names with connectors whole ("Banco del Sur", "Frost and Sons")', () => {
    expect(worksElsewhere('Directora financiera, Banco del Sur', 'clinicasol.es')).toBe(true);
    expect(worksElsewhere('Partner, Frost and Sons Ltd', 'andersonclinic.com')).toBe(true);
    expect(worksElsewhere('Geschäftsführerin bei Holzbau Meier und Söhne', 'praxis-lenz.de')).toBe(
      true,
    );
  });

  it('does not take a filler word or a short one found in the domain for the business', () => {
    expect(worksElsewhere('CEO at The Parker Group', 'theclinic.com')).toBe(true);
    expect(isTheSite('The Parker Group', 'theclinic.com')).toBe(false);
    expect(isTheSite('Frost and Sons', 'andersonclinic.com')).toBe(false);
  });

  it('keeps people whose title names the business itself', () => {
    expect(worksElsewhere('Gerente de Clínica Solana', 'clinicasolana.es')).toBe(false);
    expect(worksElsewhere('Head chef at Marlowe Kitchen', 'marlowekitchen.co.uk')).toBe(false);
    expect(worksElsewhere('Odontóloga', 'clinicasolana.es')).toBe(false);
  });
});
