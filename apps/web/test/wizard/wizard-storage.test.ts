import { describe, expect, it } from 'vitest';
import {
  clearWizardData,
  firstMissingStep,
  loadWizardData,
  prefillWizard,
  saveWizardStep,
} from '../../src/lib/wizard-storage';

const step1 = { profession: 'dentistas', location: 'Madrid', companySize: '1-10' as const };
const step2 = {
  phoneVisible: true,
  activeWeb: false,
  ownersOnly: false,
  minRating: 4,
  industry: '' as const,
};
const step3 = { selectedFields: ['phone' as const, 'website' as const, 'email' as const] };
const step4 = {
  targetRole: 'owner' as const,
  exportMethod: 'csv' as const,
  autoRefresh: true,
  maxLeads: 25,
};

describe('wizard storage (session storage key wizardData)', () => {
  it('saves each step under wizardData and reads it back after a reload', () => {
    saveWizardStep('step1', step1);
    saveWizardStep('step2', step2);
    expect(JSON.parse(sessionStorage.getItem('wizardData')!)).toEqual({ step1, step2 });
    // A reload reads the same storage again.
    expect(loadWizardData()).toEqual({ step1, step2 });
    saveWizardStep('step1', { ...step1, location: 'Valencia' });
    expect(loadWizardData()).toEqual({ step1: { ...step1, location: 'Valencia' }, step2 });
  });

  it('removes unparsable data and reads it as empty', () => {
    sessionStorage.setItem('wizardData', '{"step1": {"profession"');
    expect(loadWizardData()).toEqual({});
    expect(sessionStorage.getItem('wizardData')).toBeNull();

    sessionStorage.setItem(
      'wizardData',
      JSON.stringify({ step1, step2: { ...step2, minRating: 9 } }),
    );
    expect(loadWizardData()).toEqual({});
    expect(sessionStorage.getItem('wizardData')).toBeNull();
  });

  it('does not store a step the shared schema refuses', () => {
    saveWizardStep('step1', step1);
    saveWizardStep('step1', { ...step1, profession: '!' });
    expect(loadWizardData()).toEqual({ step1 });
  });

  it('prefills a past search so step 4 opens with it, and refuses invalid payloads', () => {
    expect(prefillWizard({ step1, step2, step3, step4 })).toBe(true);
    expect(loadWizardData()).toEqual({ step1, step2, step3, step4 });
    expect(firstMissingStep(loadWizardData(), 4)).toBeNull();

    clearWizardData();
    expect(sessionStorage.getItem('wizardData')).toBeNull();
    expect(prefillWizard({ step1: { ...step1, companySize: '5000' as never } })).toBe(false);
    expect(sessionStorage.getItem('wizardData')).toBeNull();
  });

  it('names the first step still missing before the one asked for', () => {
    expect(firstMissingStep({}, 1)).toBeNull();
    expect(firstMissingStep({}, 4)).toBe(1);
    expect(firstMissingStep({ step1 }, 3)).toBe(2);
    expect(firstMissingStep({ step1, step3 }, 4)).toBe(2);
    expect(firstMissingStep({ step1, step2 }, 3)).toBeNull();
  });
});
