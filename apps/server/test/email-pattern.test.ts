/**
 * Guessing a person's address (issue 15): names split into first name and surnames in the ways
 * people and companies write them, the domain's form learned from the site's named addresses,
 * and candidates in the order worth asking a mail server about.
 */
import { describe, expect, it } from 'vitest';
import {
  EMAIL_FORMS,
  foldNamePart,
  guessAddresses,
  learnForms,
  renderForm,
  splitPersonName,
} from '../src/domain/enrich/email-pattern.js';
import { ownMailDomain } from '../src/domain/search/contact-email-guess.js';

describe('splitting a name', () => {
  it('folds accents and letters NFD keeps whole', () => {
    expect(splitPersonName('Íñigo Núñez')).toEqual({ first: 'inigo', lasts: ['nunez'] });
    expect(splitPersonName('Jürgen Schäfer')).toEqual({ first: 'jurgen', lasts: ['schafer'] });
    expect(splitPersonName('Søren Łukasz Groß')?.lasts[0]).toBe('gross');
    expect(foldNamePart("O'Brien")).toBe('obrien');
    expect(splitPersonName('Gonçalo Araújo')).toEqual({ first: 'goncalo', lasts: ['araujo'] });
  });

  it('keeps particles with the surname, and offers the bare one after', () => {
    expect(splitPersonName('Juan de la Cruz')).toEqual({
      first: 'juan',
      lasts: ['delacruz', 'cruz'],
    });
    expect(splitPersonName('Ruud van Dijk')).toEqual({ first: 'ruud', lasts: ['vandijk', 'dijk'] });
    expect(splitPersonName('Carl von Weber')?.lasts).toEqual(['vonweber', 'weber']);
    expect(splitPersonName('Ana dos Santos')?.lasts).toEqual(['dossantos', 'santos']);
    expect(splitPersonName('Lúcia da Silva')?.lasts).toEqual(['dasilva', 'silva']);
  });

  it('takes the paternal surname first where people carry two (Spanish naming)', () => {
    expect(splitPersonName('María López García', { spanishNaming: true })).toEqual({
      first: 'maria',
      lasts: ['lopez', 'lopezgarcia', 'garcia'],
    });
    expect(
      splitPersonName('José Luis Martínez de la Torre', { spanishNaming: true })?.lasts,
    ).toEqual(['martinez', 'martinezdelatorre', 'delatorre', 'torre']);
  });

  it('never takes an initial, a generational suffix or an Arabic article for the surname', () => {
    expect(splitPersonName('Ana M. Torres')).toEqual({ first: 'ana', lasts: ['torres'] });
    expect(splitPersonName('Peter J. Walsh Jr.')).toEqual({ first: 'peter', lasts: ['walsh'] });
    expect(splitPersonName('Henry Ford III')?.lasts).toEqual(['ford']);
    expect(splitPersonName('Ahmed El Amrani')?.lasts).toEqual(['elamrani', 'amrani']);
    expect(splitPersonName('Ana M.')).toBeNull();
  });

  it('reads a compound first name before a single surname (Spanish naming)', () => {
    expect(splitPersonName('María José López', { spanishNaming: true })).toEqual({
      first: 'maria',
      lasts: ['lopez'],
    });
    expect(splitPersonName('Juan Carlos Expósito', { spanishNaming: true })?.lasts).toEqual([
      'exposito',
    ]);
    // A given name that is often a surname stays a surname.
    expect(splitPersonName('Ana Vicente Ruiz', { spanishNaming: true })?.lasts[0]).toBe('vicente');
  });

  it('reads the middle words as middle names elsewhere', () => {
    expect(splitPersonName('Mary Ann Smith')).toEqual({ first: 'mary', lasts: ['smith', 'ann'] });
    expect(splitPersonName('João Pedro Silva Santos')?.lasts[0]).toBe('santos');
  });

  it('joins hyphenated names, and offers the first half of a double surname', () => {
    expect(splitPersonName('Jean-Luc Moreau')).toEqual({ first: 'jeanluc', lasts: ['moreau'] });
    expect(splitPersonName('Ana López-García')).toEqual({
      first: 'ana',
      lasts: ['lopezgarcia', 'lopez', 'lopez-garcia'],
    });
  });

  it('refuses what makes no address', () => {
    expect(splitPersonName('Madonna')).toBeNull();
    expect(splitPersonName('')).toBeNull();
    expect(splitPersonName('王 小明')).toBeNull();
    expect(splitPersonName('Ana #1 López')).toBeNull();
  });
});

describe('learning the domain form', () => {
  it('reads the form of each named address of the domain, most used first', () => {
    const examples = [
      { name: 'Ana López', address: 'alopez@clinica.es' },
      { name: 'Pedro Gómez', address: 'pgomez@clinica.es' },
      { name: 'Lucía Ruiz', address: 'lucia@clinica.es' },
    ];
    expect(learnForms(examples, 'clinica.es')).toEqual(['flast', 'first']);
  });

  it('ignores other domains, role addresses and nicknames', () => {
    const examples = [
      { name: 'Ana López', address: 'ana.lopez@gmail.com' },
      { name: 'Pedro Gómez', address: 'ventas@clinica.es' },
      { name: 'Francisco Ruiz', address: 'paco@clinica.es' },
    ];
    expect(learnForms(examples, 'clinica.es')).toEqual([]);
  });

  it('recognises a form written with the second surname or a particle', () => {
    expect(
      learnForms([{ name: 'María López García', address: 'mlopezgarcia@x.es' }], 'x.es', {
        spanishNaming: true,
      }),
    ).toEqual(['flast']);
    expect(learnForms([{ name: 'Ruud van Dijk', address: 'r.vandijk@x.nl' }], 'x.nl')).toEqual([
      'f.last',
    ]);
  });

  it('breaks ties in favour of the more common form', () => {
    const examples = [
      { name: 'Ana López', address: 'lopez.ana@x.es' },
      { name: 'Pedro Gómez', address: 'pedro.gomez@x.es' },
    ];
    expect(learnForms(examples, 'x.es')).toEqual(['first.last', 'last.first']);
  });
});

describe('candidates', () => {
  const maria = splitPersonName('María López García', { spanishNaming: true })!;

  it('without a learned form: the common forms in order of frequency', () => {
    expect(guessAddresses(maria, 'x.es', [], 8)).toEqual([
      'maria.lopez@x.es',
      'mlopez@x.es',
      'maria@x.es',
      'marialopez@x.es',
      'm.lopez@x.es',
      'lopez@x.es',
      'maria_lopez@x.es',
      'lopezm@x.es',
    ]);
    expect(EMAIL_FORMS.slice(0, 4)).toEqual(['first.last', 'flast', 'first', 'firstlast']);
  });

  it('with a learned form: it first, with each surname option, then the common ones', () => {
    expect(guessAddresses(maria, 'x.es', ['flast'], 3)).toEqual([
      'mlopez@x.es',
      'mlopezgarcia@x.es',
      'mgarcia@x.es',
    ]);
    expect(guessAddresses(maria, 'x.es', ['first'], 3)).toEqual([
      'maria@x.es',
      'maria.lopez@x.es',
      'mlopez@x.es',
    ]);
  });

  it('renders every form, and never an address twice', () => {
    const forms = EMAIL_FORMS.map((form) => renderForm(form, 'ana', 'ruiz'));
    expect(forms).toEqual([
      'ana.ruiz',
      'aruiz',
      'ana',
      'anaruiz',
      'a.ruiz',
      'ruiz',
      'ana_ruiz',
      'ruiza',
      'ruiz.ana',
      'ana-ruiz',
      'anar',
    ]);
    const all = guessAddresses(maria, 'x.es', ['first', 'first'], 100);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('the domain guesses go to', () => {
  it('is the website domain, never a platform that hosts the page', () => {
    expect(ownMailDomain('https://www.clinica.es/equipo', [])).toBe('clinica.es');
    expect(ownMailDomain('http://clinica.test/', [])).toBe('clinica.test');
    expect(ownMailDomain('https://clinica.wixsite.com/inicio', [])).toBeNull();
    expect(ownMailDomain('https://sites.google.com/view/clinica', [])).toBeNull();
    expect(ownMailDomain('https://www.facebook.com/clinica', [])).toBeNull();
    expect(ownMailDomain('http://127.0.0.1/', [])).toBeNull();
    // A subdomain site whose addresses are on the registrable domain: that domain.
    expect(ownMailDomain('https://citas.clinica.es/', ['info@clinica.es'])).toBe('clinica.es');
    expect(ownMailDomain('https://citas.clinica.es/', [])).toBeNull();
  });
});
