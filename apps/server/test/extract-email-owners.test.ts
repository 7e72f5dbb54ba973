/**
 * An address is tied to the person whose card it sits in, and addresses of one shape are
 * classed alike: first-initial+surname, initial.surname, name.surname and first-name-only local
 * parts beside that person's name are personal, whatever the surname (common or not); a
 * function's address beside a person stays a role address.
 */
import { describe, expect, it } from 'vitest';
import { extractPage } from '../src/domain/enrich/extract/extract-page.js';
import { mergeFindings } from '../src/domain/enrich/extract/merge-findings.js';

function page(body: string, siteDomain: string, path = '/equipo') {
  const html = `<!DOCTYPE html><html><body>${body}</body></html>`;
  return extractPage({ url: `https://${siteDomain}${path}`, html, siteDomain });
}

describe('addresses of a team page', () => {
  it('every shape of personal local part beside its owner is personal and tied (es)', () => {
    const f = page(
      `<div class="team">
        <div class="member"><h3>Amparo Torrent</h3><p>Socia directora</p><a href="mailto:atorrent@bufeteriba.es">atorrent@bufeteriba.es</a></div>
        <div class="member"><h3>Xavier Bolufer</h3><p>Abogado</p><a href="mailto:xbolufer@bufeteriba.es">Escribir</a></div>
        <div class="member"><h3>Nuria Castelló</h3><p>Abogada</p><p>n.castello@bufeteriba.es</p></div>
        <div class="member"><h3>Iñaki Zubizarreta</h3><p>Procurador</p><p>inaki.zubizarreta@bufeteriba.es</p></div>
        <div class="member"><h3>Maite Roig</h3><p>Secretaria</p><a href="mailto:maite@bufeteriba.es">maite@bufeteriba.es</a></div>
        <div class="member"><h3>Ferran Ribas</h3><p>Administración</p><a href="mailto:administracion@bufeteriba.es">administracion@bufeteriba.es</a></div>
      </div>`,
      'bufeteriba.es',
    );
    expect(f.emails.map((e) => [e.address, e.kind, e.personName])).toEqual([
      ['atorrent@bufeteriba.es', 'person', 'Amparo Torrent'],
      ['xbolufer@bufeteriba.es', 'person', 'Xavier Bolufer'],
      ['n.castello@bufeteriba.es', 'person', 'Nuria Castelló'],
      ['inaki.zubizarreta@bufeteriba.es', 'person', 'Iñaki Zubizarreta'],
      ['maite@bufeteriba.es', 'person', 'Maite Roig'],
      ['administracion@bufeteriba.es', 'role', 'Ferran Ribas'],
    ]);
    expect(f.contacts.map((c) => [c.name, c.email])).toEqual([
      ['Amparo Torrent', 'atorrent@bufeteriba.es'],
      ['Xavier Bolufer', 'xbolufer@bufeteriba.es'],
      ['Nuria Castelló', 'n.castello@bufeteriba.es'],
      ['Iñaki Zubizarreta', 'inaki.zubizarreta@bufeteriba.es'],
      ['Maite Roig', 'maite@bufeteriba.es'],
      ['Ferran Ribas', 'administracion@bufeteriba.es'],
    ]);
  });

  it('two colleagues with uncommon surnames are classed the same way (de, en)', () => {
    const f = page(
      `<table><tr><th>Name</th><th>Funktion</th><th>E-Mail</th></tr>
        <tr><td>Henrike Oltmanns</td><td>Steuerberaterin</td><td>h.oltmanns@kanzlei-oltmanns.de</td></tr>
        <tr><td>Jorinde Wübbena</td><td>Bilanzbuchhalterin</td><td>j.wuebbena@kanzlei-oltmanns.de</td></tr></table>`,
      'kanzlei-oltmanns.de',
    );
    expect(f.emails.map((e) => [e.address, e.kind, e.personName])).toEqual([
      ['h.oltmanns@kanzlei-oltmanns.de', 'person', 'Henrike Oltmanns'],
      ['j.wuebbena@kanzlei-oltmanns.de', 'person', 'Jorinde Wübbena'],
    ]);
    const en = page(
      `<div class="staff"><h4>Saoirse Kavanagh</h4><span class="role">Head Teacher</span><a href="mailto:skavanagh@littleoaks.ie">Email</a></div>
       <div class="staff"><h4>Tadhg Ó Murchú</h4><span class="role">Office Manager</span><a href="mailto:tadhg@littleoaks.ie">Email</a></div>`,
      'littleoaks.ie',
    );
    expect(en.emails.map((e) => [e.address, e.kind, e.personName])).toEqual([
      ['skavanagh@littleoaks.ie', 'person', 'Saoirse Kavanagh'],
      ['tadhg@littleoaks.ie', 'person', 'Tadhg Ó Murchú'],
    ]);
  });

  it('a personal address found on another page than its owner is still theirs', () => {
    const team = page('<h3>Oriol Vilaseca</h3><p>Director</p>', 'vilaseca.cat');
    const contact = page(
      '<p>Per a pressupostos: ovilaseca@vilaseca.cat</p>',
      'vilaseca.cat',
      '/contacte',
    );
    const site = mergeFindings([team, contact], { siteDomain: 'vilaseca.cat', country: 'ES' });
    expect(site.emails.map((e) => [e.address, e.kind, e.personName])).toEqual([
      ['ovilaseca@vilaseca.cat', 'person', 'Oriol Vilaseca'],
    ]);
    expect(site.contacts.map((c) => [c.name, c.email])).toEqual([
      ['Oriol Vilaseca', 'ovilaseca@vilaseca.cat'],
    ]);
  });
});
